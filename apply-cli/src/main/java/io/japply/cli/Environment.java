package io.japply.cli;

import io.japply.cli.report.Terminals;
import java.util.Map;
import java.util.Optional;

/**
 * What japply reads from its surroundings: environment variables, whether stdout is a terminal (diff's
 * colour) and whether stderr is one (the progress count, which is written there). Tests give their own.
 */
public record Environment(Map<String, String> variables, boolean terminal, boolean errorTerminal) {

    /** Both outputs a terminal, or neither. */
    public Environment(Map<String, String> variables, boolean terminal) {
        this(variables, terminal, terminal);
    }

    public static Environment system() {
        return new Environment(System.getenv(), Terminals.isTerminal(Terminals.STDOUT),
                Terminals.isTerminal(Terminals.STDERR));
    }

    /** A variable's value; empty when unset or set to "". */
    public Optional<String> get(String name) {
        return Optional.ofNullable(variables.get(name)).filter(v -> !v.isEmpty());
    }
}
