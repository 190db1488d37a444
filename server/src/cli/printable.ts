/**
 * Text from outside (an e-mail's link, a row of an import file) shown on the operator's terminal:
 * control characters are written as escapes, so none can move the cursor, retitle the window or
 * clear the screen.
 */
export function printable(text: string) {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u001f\u007f-\u009f]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
