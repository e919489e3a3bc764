package io.japply.cli;

import java.util.Map;
import java.util.Optional;

/** What diff reads from its surroundings: environment variables and whether stdout is a terminal. Tests give their own. */
public record Environment(Map<String, String> variables, boolean terminal) {

    public static Environment system() {
        return new Environment(System.getenv(), System.console() != null);
    }

    /** A variable's value; empty when unset or set to "". */
    public Optional<String> get(String name) {
        return Optional.ofNullable(variables.get(name)).filter(v -> !v.isEmpty());
    }
}
