package io.japply.cli.printer.gotemplate;

import java.util.List;
import java.util.Map;

/** fmt's printArg/printValue: one value under one verb, maps and slices element by element. */
final class GoValueFormat {
    private GoValueFormat() {
    }

    static void format(StringBuilder out, Object value, int verb, FmtSpec spec) {
        if (verb == 'T') {
            GoPad.pad(out, value == null ? "<nil>" : Values.typeName(value), spec);
        } else if (value == null) {
            if (verb == 'v') {
                GoPad.pad(out, "<nil>", spec);
            } else {
                out.append("%!").appendCodePoint(verb).append("(<nil>)");
            }
        } else if (value instanceof Map<?, ?> map) {
            map(out, map, verb, spec);
        } else if (value instanceof List<?> list) {
            list(out, list, verb, spec);
        } else if (!basic(out, value, verb, spec)) {
            badVerb(out, value, verb, spec);
        }
    }

    /** A bool, number or string under a verb its type has; false if it has not. */
    private static boolean basic(StringBuilder out, Object value, int verb, FmtSpec spec) {
        if (value instanceof Boolean b) {
            if (verb != 't' && verb != 'v') {
                return false;
            }
            GoPad.pad(out, b.toString(), spec);
            return true;
        }
        if (Values.integer(value) != null) {
            return GoNumberFormat.integer(out, Values.integer(value), verb, spec);
        }
        if (value instanceof Double d) {
            return GoNumberFormat.floating(out, d, verb, spec);
        }
        return GoNumberFormat.string(out, (String) value, verb, spec);
    }

    /** %!verb(type=value), the value printed with %v under the directive's flags, as fmt does. */
    static void badVerb(StringBuilder out, Object value, int verb, FmtSpec spec) {
        out.append("%!").appendCodePoint(verb).append('(');
        out.append(Values.typeName(value)).append('=');
        format(out, value, 'v', spec);
        out.append(')');
    }

    private static void map(StringBuilder out, Map<?, ?> map, int verb, FmtSpec spec) {
        out.append(spec.sharpV ? "map[string]interface {}{" : "map[");
        boolean first = true;
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            if (!first) {
                out.append(spec.sharpV ? ", " : " ");
            }
            first = false;
            element(out, entry.getKey(), verb, spec);
            out.append(':');
            element(out, entry.getValue(), verb, spec);
        }
        out.append(spec.sharpV ? '}' : ']');
    }

    private static void list(StringBuilder out, List<?> list, int verb, FmtSpec spec) {
        out.append(spec.sharpV ? "[]interface {}{" : "[");
        for (int i = 0; i < list.size(); i++) {
            if (i > 0) {
                out.append(spec.sharpV ? ", " : " ");
            }
            element(out, list.get(i), verb, spec);
        }
        out.append(spec.sharpV ? '}' : ']');
    }

    /** An element held in an interface: a nil one prints <nil> under any verb. */
    private static void element(StringBuilder out, Object value, int verb, FmtSpec spec) {
        if (value == null) {
            out.append(spec.sharpV ? "interface {}(nil)" : "<nil>");
        } else {
            format(out, value, verb, spec);
        }
    }
}
