/** The library's table on a wide screen: material, format and size, state, last change, actions. */
export const libraryColumns = 'lg:grid-cols-[minmax(0,1fr)_9rem_7rem_11rem_minmax(0,auto)]';
