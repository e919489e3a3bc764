package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.gotemplate.Token.Kind;
import java.util.List;

/**
 * The parser's lookahead on the token list, as Go's Tree moves on its items. {@code furthest} is the
 * last token ever read: Go reports a parse error on that token's line.
 */
class TokenStream {
    final List<Token> tokens;
    int next;
    int furthest;

    TokenStream(List<Token> tokens, int start) {
        this.tokens = tokens;
        this.next = start;
        this.furthest = start;
    }

    Token next() {
        int at = Math.min(next, tokens.size() - 1);
        furthest = Math.max(furthest, at);
        next = at + 1;
        return tokens.get(at);
    }

    void backup() {
        next--;
    }

    int mark() {
        return next;
    }

    void reset(int mark) {
        next = mark;
    }

    Token peek() {
        int at = next;
        Token token = next();
        next = at;
        return token;
    }

    Token nextNonSpace() {
        Token token;
        do {
            token = next();
        } while (token.kind() == Kind.SPACE);
        return token;
    }

    /** As Go's: the spaces before the token stay consumed. */
    Token peekNonSpace() {
        Token token = nextNonSpace();
        backup();
        return token;
    }
}
