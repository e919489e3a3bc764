package io.japply.cli.flags;

import io.japply.cli.flags.Selector.Operator;
import io.japply.cli.flags.Selector.Requirement;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** Reads the text of a label selector into requirements; a mistake is an IllegalArgumentException saying what it found. */
final class SelectorParser {
    /** A label key: an optional DNS prefix and '/', then a name (letters, digits, '-', '_', '.'). */
    private static final Pattern KEY = Pattern.compile("([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?");
    private static final Pattern VALUE = Pattern.compile("([A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?)?");
    private static final int MAX_NAME = 63;

    private final String text;
    private int at;

    SelectorParser(String text) {
        this.text = text;
    }

    List<Requirement> requirements() {
        List<Requirement> out = new ArrayList<>();
        skipSpace();
        if (at == text.length()) {
            return out;
        }
        while (true) {
            try {
                out.add(requirement());
            } catch (IllegalArgumentException e) {
                // kubectl's words: a mistake inside one requirement says so, one between them does not
                throw new IllegalArgumentException("unable to parse requirement: " + e.getMessage(), e);
            }
            skipSpace();
            if (at == text.length()) {
                return out;
            }
            if (text.charAt(at) != ',') {
                throw new IllegalArgumentException("found '" + word() + "', expected: ',' or 'end of string'");
            }
            at++;
            skipSpace();
            if (at == text.length()) {
                throw new IllegalArgumentException("found '', expected: identifier after ','");
            }
        }
    }

    private Requirement requirement() {
        if (text.charAt(at) == '!') {
            at++;
            skipSpace();
            return new Requirement(key(), Operator.DOES_NOT_EXIST, Set.of());
        }
        String key = key();
        skipSpace();
        if (at == text.length() || text.charAt(at) == ',') {
            return new Requirement(key, Operator.EXISTS, Set.of());
        }
        Operator operator = operator();
        skipSpace();
        Set<String> values = operator == Operator.IN || operator == Operator.NOT_IN ? valueSet() : Set.of(value());
        if ((operator == Operator.GREATER_THAN || operator == Operator.LESS_THAN)
                && !Selector.INTEGER.matcher(values.iterator().next()).matches()) {
            throw new IllegalArgumentException("for 'gt', 'lt' operators, the value must be an integer");
        }
        return new Requirement(key, operator, values);
    }

    /** The symbolic operators, longest first so that "==" is not read as "=". */
    private static final List<Map.Entry<String, Operator>> SYMBOLS = List.of(Map.entry("==", Operator.EQUALS),
            Map.entry("!=", Operator.NOT_EQUALS), Map.entry("=", Operator.EQUALS),
            Map.entry(">", Operator.GREATER_THAN), Map.entry("<", Operator.LESS_THAN));

    private Operator operator() {
        for (Map.Entry<String, Operator> symbol : SYMBOLS) {
            if (text.startsWith(symbol.getKey(), at)) {
                at += symbol.getKey().length();
                return symbol.getValue();
            }
        }
        String word = word();
        if (word.equals("in") || word.equals("notin")) {
            at += word.length();
            return word.equals("in") ? Operator.IN : Operator.NOT_IN;
        }
        throw new IllegalArgumentException("found '" + word + "', expected: in, notin, =, ==, !=, gt, lt");
    }

    private Set<String> valueSet() {
        if (at == text.length() || text.charAt(at) != '(') {
            throw new IllegalArgumentException("found '" + word() + "', expected: '('");
        }
        at++;
        Set<String> values = new LinkedHashSet<>();
        while (true) {
            skipSpace();
            values.add(value());
            skipSpace();
            if (at < text.length() && text.charAt(at) == ')') {
                at++;
                return values;
            }
            if (at == text.length() || text.charAt(at) != ',') {
                throw new IllegalArgumentException("found '" + word() + "', expected: ',' or ')'");
            }
            at++;
        }
    }

    private String key() {
        String key = word();
        if (key.isEmpty() || !KEY.matcher(key).matches() || key.substring(key.indexOf('/') + 1).length() > MAX_NAME) {
            throw new IllegalArgumentException("'" + key + "' is not a valid label key");
        }
        at += key.length();
        return key;
    }

    private String value() {
        String value = word();
        if (!VALUE.matcher(value).matches() || value.length() > MAX_NAME) {
            throw new IllegalArgumentException("'" + value + "' is not a valid label value");
        }
        at += value.length();
        return value;
    }

    /** The run of characters from here up to a space, a separator or an operator. */
    private String word() {
        int end = at;
        while (end < text.length() && " \t,()=!<>".indexOf(text.charAt(end)) < 0) {
            end++;
        }
        return text.substring(at, end);
    }

    private void skipSpace() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }
}
