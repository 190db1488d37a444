import { printLine, type Terminal } from './terminal.ts';

/** Prints rows under a header, each column as wide as its widest cell. */
export function printTable(terminal: Terminal, header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  printLine(terminal, [line(header), ...rows.map(line)].join('\n'));
}
