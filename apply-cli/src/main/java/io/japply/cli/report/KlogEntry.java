package io.japply.cli.report;

import io.japply.cli.printer.GoQuoting;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A structured klog entry as kubectl 1.33+ writes it in text: the message quoted, then {@code key=value}
 * pairs; a string with a line break is written klog's way, {@code key=<}, each line after a tab,
 * then {@code " >"} on a line of its own, so the value's lines can never pass for log lines.
 */
final class KlogEntry {
    private final StringBuilder text;

    KlogEntry(String message) {
        text = new StringBuilder(GoQuoting.quote(message));
    }

    KlogEntry with(String key, String value) {
        text.append(' ').append(key);
        int newline = value.indexOf('\n');
        if (newline < 0) {
            text.append('=').append(GoQuoting.quote(value));
            return this;
        }
        text.append("=<\n");
        int from = 0;
        for (; newline >= 0; newline = value.indexOf('\n', from)) {
            text.append('\t').append(value, from, newline + 1);
            from = newline + 1;
        }
        if (from == value.length()) {
            text.append(" >");
        } else {
            text.append('\t').append(value, from, value.length()).append("\n >");
        }
        return this;
    }

    KlogEntry with(String key, long value) {
        text.append(' ').append(key).append('=').append(value);
        return this;
    }

    /** client-go's header map as klog prints it: names in Go's canonical form, sorted, "Name: value" lines. */
    KlogEntry withHeaders(String key, Map<String, List<String>> headers) {
        Map<String, List<String>> sorted = new TreeMap<>();
        headers.forEach((name, values) -> sorted.computeIfAbsent(canonical(name), n -> new java.util.ArrayList<>())
                .addAll(values));
        StringBuilder lines = new StringBuilder();
        sorted.forEach((name, values) -> values.forEach(value ->
                lines.append(name).append(": ").append(Masking.header(name, value)).append('\n')));
        return with(key, lines.toString());
    }

    /** Go's textproto.CanonicalMIMEHeaderKey: each word's first letter upper case, the rest lower. */
    static String canonical(String name) {
        StringBuilder out = new StringBuilder(name.length());
        boolean upper = true;
        for (char c : name.toCharArray()) {
            if (c == ' ' || c > 0x7e) {
                return name; // not a token: Go leaves it as it is
            }
            out.append(upper ? Character.toUpperCase(c) : Character.toLowerCase(c));
            upper = c == '-';
        }
        return out.toString();
    }

    String text() {
        return text.toString();
    }
}
