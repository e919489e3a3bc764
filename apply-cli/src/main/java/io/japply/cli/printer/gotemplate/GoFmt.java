package io.japply.cli.printer.gotemplate;

import java.util.List;

/** Go's fmt.Sprint, Sprintln and Sprintf on template values (Values' Java types; null is nil). */
final class GoFmt {
    private GoFmt() {
    }

    /** Sprint: a space between two operands when neither is a string. */
    static String sprint(List<Object> args) {
        StringBuilder out = new StringBuilder();
        boolean previousString = false;
        for (int i = 0; i < args.size(); i++) {
            Object arg = Values.unbox(args.get(i));
            boolean isString = arg instanceof String;
            if (i > 0 && !isString && !previousString) {
                out.append(' ');
            }
            GoValueFormat.format(out, arg, 'v', new FmtSpec());
            previousString = isString;
        }
        return out.toString();
    }

    static String sprintln(List<Object> args) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < args.size(); i++) {
            if (i > 0) {
                out.append(' ');
            }
            GoValueFormat.format(out, Values.unbox(args.get(i)), 'v', new FmtSpec());
        }
        return out.append('\n').toString();
    }

    /** Sprintf, with Go's %!verb(type=value), %!verb(MISSING), %!(EXTRA ...) and %!(NOVERB). */
    static String sprintf(String format, List<Object> args) {
        StringBuilder out = new StringBuilder();
        int argNum = 0;
        int i = 0;
        boolean reordered = false;
        while (i < format.length()) {
            int percent = format.indexOf('%', i);
            if (percent < 0) {
                out.append(format, i, format.length());
                break;
            }
            out.append(format, i, percent);
            FmtSpec spec = new FmtSpec();
            FmtSpec.Parsed parsed = spec.parse(format, percent + 1, args, argNum);
            argNum = parsed.argNum();
            reordered |= parsed.reordered();
            i = parsed.end();
            if (parsed.verb() < 0) {
                out.append("%!(NOVERB)");
                break;
            }
            argNum = verb(out, parsed, spec, args, argNum);
        }
        if (!reordered && argNum < args.size()) {
            extra(out, args.subList(argNum, args.size()));
        }
        return out.toString();
    }

    private static int verb(StringBuilder out, FmtSpec.Parsed parsed, FmtSpec spec, List<Object> args, int argNum) {
        int verb = parsed.verb();
        if (parsed.badWidth()) {
            out.append("%!(BADWIDTH)");
        }
        if (parsed.badPrec()) {
            out.append("%!(BADPREC)");
        }
        if (verb == '%') {
            out.append('%');
            return argNum;
        }
        if (parsed.badIndex()) {
            out.append("%!").appendCodePoint(verb).append("(BADINDEX)");
            return argNum;
        }
        if (argNum >= args.size()) {
            out.append("%!").appendCodePoint(verb).append("(MISSING)");
            return argNum;
        }
        GoValueFormat.format(out, Values.unbox(args.get(argNum)), verb, spec);
        return argNum + 1;
    }

    private static void extra(StringBuilder out, List<Object> extra) {
        out.append("%!(EXTRA ");
        for (int i = 0; i < extra.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            Object arg = Values.unbox(extra.get(i));
            if (arg == null) {
                out.append("<nil>");
            } else {
                out.append(Values.typeName(arg)).append('=');
                GoValueFormat.format(out, arg, 'v', new FmtSpec());
            }
        }
        out.append(')');
    }
}
