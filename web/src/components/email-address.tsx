import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only after its "@" and before its dots, never inside a word, so
 * a long address stays readable on a phone; the text is the whole address, to read or copy.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <span className={className}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {/* A part never breaks inside, not even at a hyphen ("consultoria-familiar"). */}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
