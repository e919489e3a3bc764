package io.japply.apply.kubeconfig;

import java.nio.file.Path;
import java.util.Map;

/**
 * The working directory and environment variables a run reads its names against: relative file names
 * (--kubeconfig, KUBECONFIG's entries, a flag's certificate), KUBECONFIG, HOME, PATH and the proxy
 * variables, and what an exec credential plugin inherits and where it runs. {@link #process()}: this
 * process's own, which is what a library user gets by default; a warm process gives each request its
 * client's, so that one process serves every directory and environment of its user.
 */
public record Surroundings(Path directory, Map<String, String> variables) {
    public Surroundings {
        directory = directory.toAbsolutePath().normalize();
        variables = Map.copyOf(variables);
    }

    /** This process's working directory and environment. */
    public static Surroundings process() {
        return new Surroundings(processDirectory(), System.getenv());
    }

    /** The JVM's working directory (which a Java process cannot change). */
    public static Path processDirectory() {
        return Path.of("").toAbsolutePath().normalize();
    }

    /** A variable's value; null when unset (as System.getenv). */
    public String get(String name) {
        return variables.get(name);
    }

    /** {@code name} as a path: relative names against {@link #directory()}. */
    public Path path(String name) {
        return directory.resolve(name);
    }

    /** The directory alone: the variables may hold credentials, which never reach a log. */
    @Override
    public String toString() {
        return "Surroundings[" + directory + ", " + variables.size() + " variables]";
    }

    /** Whether relative names mean the same here as in this process (the directory is the process's). */
    public boolean isProcessDirectory() {
        return directory.equals(processDirectory());
    }
}
