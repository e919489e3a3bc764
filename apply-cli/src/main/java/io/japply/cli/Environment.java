package io.japply.cli;

import io.japply.apply.kubeconfig.Surroundings;
import io.japply.cli.report.Terminals;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * What japply reads from its surroundings: environment variables, whether stdout is a terminal (diff's
 * colour) and whether stderr is one (the progress count, which is written there), and the working
 * directory relative names are read in. Tests give their own; a warm process gives each request its client's.
 */
public record Environment(Map<String, String> variables, boolean terminal, boolean errorTerminal, Path directory) {

    /** In the process's working directory. */
    public Environment(Map<String, String> variables, boolean terminal, boolean errorTerminal) {
        this(variables, terminal, errorTerminal, Surroundings.processDirectory());
    }

    /** Both outputs a terminal, or neither; in the process's working directory. */
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

    /** The directory and variables as the library takes them. */
    public Surroundings surroundings() {
        return new Surroundings(directory, variables);
    }

    /** A name given on the line or in a variable, as a path: relative names in the run's directory. */
    public Path path(String name) {
        return directory.resolve(name);
    }

    /**
     * {@code builder} set to run as a program the user started here would: in this run's directory, with
     * its environment (not the process's: a warm process serves many), a bare command name found on its PATH.
     */
    public ProcessBuilder configure(ProcessBuilder builder) {
        builder.directory(directory.toFile());
        builder.environment().clear();
        builder.environment().putAll(variables);
        java.util.List<String> command = new java.util.ArrayList<>(builder.command()); // the caller's list is its own
        if (!command.isEmpty() && !command.get(0).contains("/")) {
            onPath(command.get(0)).ifPresent(found -> command.set(0, found.toString()));
        }
        return builder.command(command);
    }

    /** A bare program name on this run's PATH (the JDK would search the process's). */
    public Optional<Path> onPath(String name) {
        for (String dir : get("PATH").orElse("").split(java.io.File.pathSeparator)) {
            Path candidate = path(dir.isEmpty() ? "." : dir).resolve(name);
            if (java.nio.file.Files.isExecutable(candidate) && !java.nio.file.Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** The variables alone: they may hold credentials, which never reach a log. */
    @Override
    public String toString() {
        return "Environment[" + directory + ", " + variables.size() + " variables]";
    }
}
