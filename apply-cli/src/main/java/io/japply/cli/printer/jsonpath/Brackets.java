package io.japply.cli.printer.jsonpath;

import io.japply.cli.printer.jsonpath.Node.Bound;
import io.japply.cli.printer.jsonpath.Node.Filter;
import io.japply.cli.printer.jsonpath.Node.Sequence;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What client-go's parser reads between brackets: indexes and slices, unions, ['key'] and filters. */
final class Brackets {
    private static final Pattern DICT_KEY = Pattern.compile("'([^']*)'");
    private static final Pattern SLICE = Pattern.compile("(-?[0-9]*)(:-?[0-9]*)?(:-?[0-9]*)?");
    private static final Pattern COMPARISON = Pattern.compile("([^!<>=]+)([!<>=]+)(.+?)", Pattern.DOTALL);

    private Brackets() {
    }

    /** After '[': everything up to the first ']' (a union part cannot hold one). */
    static void parseArray(Parser p, List<Node> action) throws JsonPathError {
        int r;
        do {
            r = p.next();
            if (r == Parser.EOF || r == '\n') {
                throw new JsonPathError("unterminated array");
            }
        } while (r != ']');
        String text = p.consume();
        text = text.substring(1, text.length() - 1);
        if (text.equals("*")) {
            text = ":";
        }
        String[] parts = text.split(",", -1);
        if (parts.length > 1) {
            action.add(union(parts));
            return;
        }
        Matcher key = DICT_KEY.matcher(text);
        if (key.matches()) {
            // the key is read as ".key", so 'a.b' is two fields, as in kubectl
            action.addAll(Parser.parseAction("." + key.group(1)).nodes());
            return;
        }
        action.add(slice(text));
    }

    private static Node union(String[] parts) throws JsonPathError {
        List<Sequence> sequences = new ArrayList<>();
        for (String part : parts) {
            sequences.add(Parser.parseAction("[" + trimSpaces(part) + "]"));
        }
        return new Node.Union(sequences);
    }

    private static Node slice(String text) throws JsonPathError {
        Matcher m = SLICE.matcher(text);
        if (!m.matches()) {
            throw new JsonPathError("invalid array index " + text);
        }
        Bound start = bound(m.group(1), false);
        Bound end = m.group(2) == null ? new Bound(start.value() + 1, true, true) : bound(m.group(2), true);
        Bound step = m.group(3) == null ? Bound.UNKNOWN : bound(m.group(3), true);
        return new Node.Slice(start, end, step);
    }

    /** One written bound ("5", ":5", ":" or ""): unknown when empty. */
    private static Bound bound(String written, boolean afterColon) throws JsonPathError {
        String digits = afterColon ? written.substring(1) : written;
        if (digits.isEmpty()) {
            return Bound.UNKNOWN;
        }
        try {
            return new Bound(Long.parseLong(digits), true, false);
        } catch (NumberFormatException e) {
            throw new JsonPathError("array index " + digits + " is not a number");
        }
    }

    /**
     * After "[?(": up to the first ')' outside quotes and the ']' that must follow; then split at the
     * first run of comparison characters, or an existence test when there is none.
     */
    static void parseFilter(Parser p, List<Node> action) throws JsonPathError {
        p.pos += 3;
        p.consume();
        scanFilter(p);
        if (p.next() != ']') {
            throw new JsonPathError("unclosed array expect ]");
        }
        String text = p.consume();
        text = text.substring(0, text.length() - 2);
        Matcher m = COMPARISON.matcher(text);
        if (!m.matches()) {
            action.add(new Filter(Parser.parseAction(text), new Sequence(List.of()), Filter.EXISTS));
            return;
        }
        Sequence left = Parser.parseAction(m.group(1));
        Sequence right = Parser.parseAction(m.group(3));
        action.add(new Filter(left, right, m.group(2)));
    }

    /** Up to the closing ')': one quoted string may hold a ')', as in client-go. */
    private static void scanFilter(Parser p) throws JsonPathError {
        boolean begin = false;
        boolean end = false;
        int pair = 0;
        while (true) {
            int r = p.next();
            if (r == Parser.EOF || r == '\n') {
                throw new JsonPathError("unterminated filter");
            }
            if (r == '"' || r == '\'') {
                if (!begin) {
                    begin = true;
                    pair = r;
                } else if (p.input.charAt(p.pos - 2) != '\\' && r == pair) {
                    end = true;
                }
            } else if (r == ')' && begin == end) {
                return;
            }
        }
    }

    private static String trimSpaces(String s) {
        int from = 0;
        int to = s.length();
        while (from < to && s.charAt(from) == ' ') {
            from++;
        }
        while (to > from && s.charAt(to - 1) == ' ') {
            to--;
        }
        return s.substring(from, to);
    }
}
