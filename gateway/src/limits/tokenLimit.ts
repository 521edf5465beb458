// The token limit, checked on the operation text before it is parsed: lexing stops at the first
// token over the limit, so a huge text costs no more than a permitted one.
import { Lexer, Source, TokenKind } from 'graphql/index.js';
import type { GraphQLError } from 'graphql';
import { LIMIT_CODES, limitError } from './limitError.ts';

/** The refusal of a text longer than `maxTokens` tokens; null when it is within the limit. */
export function tokenLimitError(text: string, maxTokens: number): GraphQLError | null {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) {
      if (++count > maxTokens) {
        return limitError(
          LIMIT_CODES.tokens,
          `The operation has more than ${maxTokens} tokens (the limit).`,
        );
      }
    }
  } catch {
    return null; // a syntax error: the parser reports it with its location
  }
  return null;
}
