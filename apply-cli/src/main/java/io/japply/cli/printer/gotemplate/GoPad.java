package io.japply.cli.printer.gotemplate;

/** fmt's padding to a width, counted in runes, with spaces or (flag 0) zeros. */
final class GoPad {
    private GoPad() {
    }

    static void pad(StringBuilder out, String s, FmtSpec spec) {
        if (!spec.widthPresent || spec.width == 0) {
            out.append(s);
            return;
        }
        int padding = spec.width - s.codePointCount(0, s.length());
        if (spec.minus) {
            out.append(s);
            padding(out, padding, spec);
        } else {
            padding(out, padding, spec);
            out.append(s);
        }
    }

    static void padding(StringBuilder out, int n, FmtSpec spec) {
        char c = spec.zero && !spec.minus ? '0' : ' ';
        for (int i = 0; i < n; i++) {
            out.append(c);
        }
    }

    /** pad with zero padding switched off, as fmtInteger and the characters do. */
    static void padSpaces(StringBuilder out, String s, FmtSpec spec) {
        boolean zero = spec.zero;
        spec.zero = false;
        pad(out, s, spec);
        spec.zero = zero;
    }
}
