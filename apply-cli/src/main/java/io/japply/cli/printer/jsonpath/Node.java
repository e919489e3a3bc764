package io.japply.cli.printer.jsonpath;

import java.util.List;

/** The parse tree of a JSONPath template, node for node as client-go's parser builds it. */
sealed interface Node {
    /** A sequence of nodes: the template itself, one {action}, or one side of a filter or union. */
    record Sequence(List<Node> nodes) implements Node {
    }

    /** Plain text outside actions, or a quoted string inside one. */
    record Text(String text) implements Node {
    }

    /** {@code .name}: a map key (backslashes already removed). */
    record Field(String name) implements Node {
    }

    /** A bare word: {@code range} and {@code end} are the only ones that run. */
    record Identifier(String name) implements Node {
    }

    /** {@code [start:end:step]}; an index {@code [i]} is the slice {@code [i:i+1]} with a derived end. */
    record Slice(Bound start, Bound end, Bound step) implements Node {
    }

    /** One bound of a slice: its value when written (or derived from the start), else unknown. */
    record Bound(long value, boolean known, boolean derived) {
        static final Bound UNKNOWN = new Bound(0, false, false);
    }

    /** {@code [?(left OP right)]}, or {@code [?(left)]} with the operator {@link #EXISTS}. */
    record Filter(Sequence left, Sequence right, String operator) implements Node {
        static final String EXISTS = "exists";
    }

    /** A number written in an action: a Go int. */
    record IntLiteral(long value) implements Node {
    }

    /** A number with a decimal point, or too big for an int: a Go float64. */
    record FloatLiteral(double value) implements Node {
    }

    record BoolLiteral(boolean value) implements Node {
    }

    /** {@code .*} or {@code [*]} as a field. */
    record Wildcard() implements Node {
    }

    /** {@code ..}: the value and everything below it that has children. */
    record Recursive() implements Node {
    }

    /** {@code [a,b]}: each part evaluated on the same input, results one after the other. */
    record Union(List<Sequence> parts) implements Node {
    }
}
