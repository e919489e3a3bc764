package io.japply.apply.internal.yaml;

/**
 * What go-yaml v2's emitter learns about a scalar before it picks a style (its analyze_scalar):
 * which styles can hold the text unchanged. Characters are code points; go-yaml tests UTF-8 bytes
 * with the same outcome.
 */
record ScalarAnalysis(boolean multiline, boolean flowPlainAllowed, boolean blockPlainAllowed,
                      boolean singleQuotedAllowed, boolean blockAllowed) {

    static ScalarAnalysis of(int[] text) {
        if (text.length == 0) {
            return new ScalarAnalysis(false, false, true, true, false);
        }
        Scan scan = new Scan();
        scan.run(text);
        boolean plainAllowed = !(scan.leadingSpace || scan.leadingBreak || scan.trailingSpace || scan.trailingBreak
                || scan.breakSpace || scan.spaceBreak || scan.special || scan.lineBreaks);
        return new ScalarAnalysis(scan.lineBreaks, plainAllowed && !scan.flowIndicators,
                plainAllowed && !scan.blockIndicators,
                !(scan.breakSpace || scan.spaceBreak || scan.special),
                !(scan.trailingSpace || scan.spaceBreak || scan.special));
    }

    /** go-yaml's is_printable, on the code point its UTF-8 bytes encode. */
    static boolean printable(int c) {
        return c == '\n' || (c >= 0x20 && c <= 0x7E) || (c >= 0xA0 && c <= 0xD7FF)
                || (c >= 0xE000 && c <= 0xFFFD && c != 0xFEFF);
    }

    static boolean lineBreak(int c) {
        return c == '\r' || c == '\n' || c == 0x85 || c == 0x2028 || c == 0x2029;
    }

    static boolean blank(int c) {
        return c == ' ' || c == '\t';
    }

    /** One pass over the text, as go-yaml's loop, setting the flags it sets. */
    private static final class Scan {
        boolean blockIndicators;
        boolean flowIndicators;
        boolean lineBreaks;
        boolean special;
        boolean leadingSpace;
        boolean leadingBreak;
        boolean trailingSpace;
        boolean trailingBreak;
        boolean breakSpace;
        boolean spaceBreak;

        void run(int[] text) {
            if (text.length >= 3 && (startsWithThree(text, '-') || startsWithThree(text, '.'))) {
                blockIndicators = true;
                flowIndicators = true;
            }
            boolean precededByWhitespace = true;
            boolean previousSpace = false;
            boolean previousBreak = false;
            for (int i = 0; i < text.length; i++) {
                int c = text[i];
                boolean followedByWhitespace = i + 1 >= text.length || blank(text[i + 1]);
                if (i == 0) {
                    first(c, followedByWhitespace);
                } else {
                    inner(c, followedByWhitespace, precededByWhitespace);
                }
                if (!printable(c)) {
                    special = true;
                }
                boolean last = i + 1 == text.length;
                if (c == ' ') {
                    leadingSpace |= i == 0;
                    trailingSpace |= last;
                    breakSpace |= previousBreak;
                    previousSpace = true;
                    previousBreak = false;
                } else if (lineBreak(c)) {
                    lineBreaks = true;
                    leadingBreak |= i == 0;
                    trailingBreak |= last;
                    spaceBreak |= previousSpace;
                    previousSpace = false;
                    previousBreak = true;
                } else {
                    previousSpace = false;
                    previousBreak = false;
                }
                precededByWhitespace = blank(c) || lineBreak(c) || c == 0;
            }
        }

        private static boolean startsWithThree(int[] text, int c) {
            return text[0] == c && text[1] == c && text[2] == c;
        }

        private void first(int c, boolean followedByWhitespace) {
            switch (c) {
                case '#', ',', '[', ']', '{', '}', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`' -> {
                    flowIndicators = true;
                    blockIndicators = true;
                }
                case '?', ':' -> {
                    flowIndicators = true;
                    blockIndicators |= followedByWhitespace;
                }
                case '-' -> {
                    flowIndicators |= followedByWhitespace;
                    blockIndicators |= followedByWhitespace;
                }
                default -> {
                }
            }
        }

        private void inner(int c, boolean followedByWhitespace, boolean precededByWhitespace) {
            switch (c) {
                case ',', '?', '[', ']', '{', '}' -> flowIndicators = true;
                case ':' -> {
                    flowIndicators = true;
                    blockIndicators |= followedByWhitespace;
                }
                case '#' -> {
                    flowIndicators |= precededByWhitespace;
                    blockIndicators |= precededByWhitespace;
                }
                default -> {
                }
            }
        }
    }
}
