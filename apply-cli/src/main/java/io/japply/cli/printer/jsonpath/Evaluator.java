package io.japply.cli.printer.jsonpath;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Runs the steps of one action on a list of values, as client-go's jsonpath does: each step maps
 * the whole list to a new one. {range} and {end} only count here; {@link Execution} loops.
 */
final class Evaluator {
    private final boolean allowMissingKeys;
    int beginRange;
    int inRange;
    int endRange;

    Evaluator(boolean allowMissingKeys) {
        this.allowMissingKeys = allowMissingKeys;
    }

    List<JsonNode> walk(List<JsonNode> input, Node node) throws JsonPathError {
        if (node instanceof Node.Sequence s) {
            return sequence(input, s);
        } else if (node instanceof Node.Text t) {
            return List.of(TextNode.valueOf(t.text()));
        } else if (node instanceof Node.Field f) {
            return field(input, f.name());
        } else if (node instanceof Node.Slice s) {
            return Slices.slice(input, s);
        } else if (node instanceof Node.Filter f) {
            return filter(input, f);
        } else if (node instanceof Node.Wildcard) {
            return wildcard(input);
        } else if (node instanceof Node.Recursive) {
            return recursive(input);
        } else if (node instanceof Node.Union u) {
            return union(input, u);
        } else if (node instanceof Node.Identifier i) {
            return identifier(input, i.name());
        }
        return Collections.nCopies(input.size(), literal(node));
    }

    /** A number or bool written in the template: one copy per input value. */
    private static JsonNode literal(Node node) {
        if (node instanceof Node.IntLiteral i) {
            return new GoValue.Int(i.value());
        } else if (node instanceof Node.FloatLiteral f) {
            return DoubleNode.valueOf(f.value());
        }
        return BooleanNode.valueOf(((Node.BoolLiteral) node).value());
    }

    List<JsonNode> sequence(List<JsonNode> input, Node.Sequence sequence) throws JsonPathError {
        List<JsonNode> values = input;
        for (Node node : sequence.nodes()) {
            values = walk(values, node);
        }
        return values;
    }

    private List<JsonNode> identifier(List<JsonNode> input, String name) throws JsonPathError {
        switch (name) {
            case "range" -> {
                beginRange++;
                return input;
            }
            case "end" -> {
                if (inRange == 0) {
                    throw new JsonPathError("not in range, nothing to end");
                }
                endRange++;
                return List.of();
            }
            default -> throw new JsonPathError("unrecognized identifier " + name, input);
        }
    }

    private List<JsonNode> field(List<JsonNode> input, String name) throws JsonPathError {
        if (input.isEmpty()) {
            return List.of();
        }
        List<JsonNode> results = new ArrayList<>();
        for (JsonNode value : input) {
            if (GoValue.of(value) == GoValue.MAP && value.has(name)) {
                results.add(value.get(name));
            }
        }
        if (results.isEmpty() && !allowMissingKeys) {
            throw new JsonPathError(name + " is not found");
        }
        return results;
    }

    private List<JsonNode> union(List<JsonNode> input, Node.Union union) throws JsonPathError {
        List<JsonNode> results = new ArrayList<>();
        try {
            for (Node.Sequence part : union.parts()) {
                results.addAll(sequence(input, part));
            }
        } catch (JsonPathError e) {
            throw e.returning(input);
        }
        return results;
    }

    /** Map values (in key order; Go's order is random), slice items, string bytes; nil is skipped. */
    private static List<JsonNode> wildcard(List<JsonNode> input) {
        List<JsonNode> results = new ArrayList<>();
        input.forEach(value -> results.addAll(GoValue.children(value)));
        return results;
    }

    /** Each value that has children, followed by the same for its children, depth first. */
    private static List<JsonNode> recursive(List<JsonNode> input) {
        List<JsonNode> results = new ArrayList<>();
        for (JsonNode value : input) {
            List<JsonNode> children = GoValue.children(value);
            if (!children.isEmpty()) {
                results.add(value);
                results.addAll(recursive(children));
            }
        }
        return results;
    }

    private List<JsonNode> filter(List<JsonNode> input, Node.Filter filter) throws JsonPathError {
        List<JsonNode> results = new ArrayList<>();
        for (JsonNode value : input) {
            if (GoValue.of(value) != GoValue.SLICE) {
                throw new JsonPathError(GoFormat.plain(value) + " is not array or slice and cannot be filtered", input);
            }
            for (JsonNode item : value) {
                if (passes(item, filter, input, results)) {
                    results.add(item);
                }
            }
        }
        return results;
    }

    /** Whether one item passes; a failure returns the filter's input, or for a comparison what passed so far. */
    private boolean passes(JsonNode item, Node.Filter filter, List<JsonNode> input, List<JsonNode> passed)
            throws JsonPathError {
        List<JsonNode> element = List.of(item);
        if (filter.operator().equals(Node.Filter.EXISTS)) {
            try {
                return !sequence(element, filter.left()).isEmpty();
            } catch (JsonPathError e) {
                // client-go ignores the error here, and counts the values the failed step returned
                return !e.partial.isEmpty();
            }
        }
        JsonNode left;
        JsonNode right;
        try {
            left = single(sequence(element, filter.left()));
            right = left == null ? null : single(sequence(element, filter.right()));
        } catch (JsonPathError e) {
            throw e.returning(input);
        }
        try {
            return right != null && Compare.test(filter.operator(), left, right);
        } catch (JsonPathError e) {
            throw e.returning(List.copyOf(passed));
        }
    }

    /** The one value a filter side yields, or null for none. */
    private static JsonNode single(List<JsonNode> values) throws JsonPathError {
        if (values.size() > 1) {
            throw new JsonPathError("can only compare one element at a time");
        }
        return values.isEmpty() ? null : values.get(0);
    }
}
