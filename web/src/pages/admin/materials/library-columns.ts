/**
 * The library's table on a wide screen: material, format and size, state, last change, and the
 * actions, in columns of fixed widths so that the head and every row line up.
 */
export const libraryColumns = 'xl:grid-cols-[minmax(0,1fr)_8rem_6.5rem_9rem_25rem]';
