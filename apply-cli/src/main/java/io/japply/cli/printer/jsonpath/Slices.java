package io.japply.cli.printer.jsonpath;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.cli.printer.jsonpath.Node.Bound;
import java.util.ArrayList;
import java.util.List;

/**
 * [i], [a:b], [a:b:c] on each value, with client-go's rules: negative bounds count from the end,
 * an index outside the list is an error (also with missing keys allowed), and a slice of no
 * items ([0:0]) ends the whole step with what it found so far.
 */
final class Slices {
    private Slices() {
    }

    static List<JsonNode> slice(List<JsonNode> input, Node.Slice slice) throws JsonPathError {
        List<JsonNode> results = new ArrayList<>();
        for (JsonNode value : input) {
            GoValue kind = GoValue.of(value);
            if (kind == GoValue.NIL) {
                continue;
            }
            if (kind != GoValue.SLICE) {
                throw new JsonPathError(GoValue.typeName(value) + " is not array or slice", input);
            }
            int length = value.size();
            long from = start(slice.start(), length);
            long to = end(slice.end(), length);
            if (from == to) {
                return results;
            }
            check(from, to, length, input);
            long step = step(slice.step(), input);
            for (long i = from; i < to; i += step) {
                results.add(value.get((int) i));
            }
        }
        return results;
    }

    private static long start(Bound start, int length) {
        long from = start.known() ? start.value() : 0;
        return from < 0 ? from + length : from;
    }

    private static long end(Bound end, int length) {
        long to = end.known() ? end.value() : length;
        return to < 0 || (to == 0 && end.derived()) ? to + length : to;
    }

    private static void check(long from, long to, int length, List<JsonNode> input) throws JsonPathError {
        if (from >= length || from < 0) {
            throw outOfBounds(from, length, input);
        }
        if (to > length || to < 0) {
            throw outOfBounds(to - 1, length, input);
        }
        if (from > to) {
            throw new JsonPathError("starting index " + from + " is greater than ending index " + to, input);
        }
    }

    private static JsonPathError outOfBounds(long index, int length, List<JsonNode> input) {
        return new JsonPathError("array index out of bounds: index " + index + ", length " + length, input);
    }

    private static long step(Bound step, List<JsonNode> input) throws JsonPathError {
        if (!step.known()) {
            return 1;
        }
        if (step.value() <= 0) {
            throw new JsonPathError("step must be > 0", input);
        }
        return step.value();
    }
}
