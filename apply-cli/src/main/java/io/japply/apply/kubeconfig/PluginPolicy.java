package io.japply.apply.kubeconfig;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Which exec credential plugins may run, as kubectl's kuberc sets it (credentialPluginPolicy and
 * credentialPluginAllowlist): all, none, or those whose command, or the file it resolves to on the
 * PATH, an allowlist entry names. A plugin refused never starts; the run stops in kubectl's words.
 */
public record PluginPolicy(Type type, List<String> allowlist) {
    /** kubectl's policy words. */
    public enum Type {
        ALLOW_ALL("AllowAll"), DENY_ALL("DenyAll"), ALLOWLIST("Allowlist");

        private final String word;

        Type(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }

        /** The policy a kuberc word names; "" is AllowAll; empty for an unknown word. */
        public static Optional<Type> of(String word) {
            for (Type type : values()) {
                if (type.word.equals(word)) {
                    return Optional.of(type);
                }
            }
            return word.isEmpty() ? Optional.of(ALLOW_ALL) : Optional.empty();
        }
    }

    public PluginPolicy {
        allowlist = allowlist == null ? null : List.copyOf(allowlist);
    }

    /** Every plugin runs: kubectl's default without a kuberc. */
    public static PluginPolicy allowAll() {
        return new PluginPolicy(Type.ALLOW_ALL, null);
    }

    /** Throws when {@code command} (as the kubeconfig names it, relative paths resolved) may not run. */
    /** Refuses a plugin this policy does not allow (internal: the exec plugin runner). */
    public void check(String command, java.util.function.UnaryOperator<String> env) {
        if (type == Type.ALLOW_ALL) {
            return;
        }
        if (type == Type.DENY_ALL) {
            throw refused("plugin \"" + command + "\" not allowed: policy set to \"DenyAll\"", command);
        }
        Set<String> allowed = new LinkedHashSet<>(allowlist);
        if (allowed.contains(command)) {
            return;
        }
        Optional<String> resolved = lookPath(command, env);
        if (resolved.isEmpty()) {
            throw refused("plugin path \"" + command + "\" cannot be resolved for credential plugin allowlist check: exec: \""
                    + command + "\": executable file not found in $PATH", command);
        }
        if (allowed.contains(resolved.get()) || resolvedEntries(resolved.get(), env).contains(resolved.get())) {
            return;
        }
        throw refused("plugin path \"" + resolved.get() + "\" is not permitted by the credential plugin allowlist", command);
    }

    /** The allowlist's entries of the same file name, each resolved on the PATH as kubectl resolves them. */
    private List<String> resolvedEntries(String command, java.util.function.UnaryOperator<String> env) {
        String name = Path.of(command).getFileName().toString();
        List<String> resolved = new ArrayList<>();
        for (String entry : allowlist) {
            if (Path.of(entry).getFileName() != null && Path.of(entry).getFileName().toString().equals(name)) {
                lookPath(entry, env).ifPresent(resolved::add);
            }
        }
        return resolved;
    }

    /** Go's exec.LookPath: a name with a '/' is itself if executable; a bare name is searched on PATH. */
    static Optional<String> lookPath(String command, java.util.function.UnaryOperator<String> env) {
        if (command.contains("/")) {
            return Files.isExecutable(Path.of(command)) && !Files.isDirectory(Path.of(command))
                    ? Optional.of(command) : Optional.empty();
        }
        String path = env.apply("PATH");
        for (String dir : (path == null ? "" : path).split(File.pathSeparator)) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, command);
            if (Files.isExecutable(candidate) && !Files.isDirectory(candidate)) {
                return Optional.of(candidate.toString());
            }
        }
        return Optional.empty();
    }

    private static ExecCredentialException refused(String reason, String command) {
        return new ExecCredentialException(reason, command, null, "", null);
    }

    /** kubectl's checks of a kuberc's policy (client-go's ValidatePluginPolicy); empty when it is usable. */
    public static Optional<String> problem(String word, List<String> allowlist, List<Boolean> emptyEntries) {
        Optional<Type> type = Type.of(word);
        if (type.isEmpty()) {
            return Optional.of("unknown plugin policy: \"" + word + "\"");
        }
        if (type.get() != Type.ALLOWLIST) {
            return allowlist == null ? Optional.empty() : Optional.of("misconfigured credential plugin allowlist: plugin"
                    + " policy is \"" + word + "\" but allowlist is non-nil");
        }
        if (allowlist == null) {
            return Optional.of("credential plugin policy set to \"Allowlist\", but allowlist is unspecified");
        }
        if (allowlist.isEmpty()) {
            return Optional.of("credential plugin policy set to \"Allowlist\", but allowlist is empty; use \"DenyAll\" policy instead");
        }
        for (int i = 0; i < allowlist.size(); i++) {
            String command = allowlist.get(i);
            if (emptyEntries.get(i)) {
                return Optional.of("misconfigured credential plugin allowlist: empty allowlist entry #" + (i + 1));
            }
            String clean = GoPaths.clean(command);
            if (!clean.equals(command)) {
                return Optional.of("non-normalized file path: \"" + command + "\" vs \"" + clean + "\"");
            }
            if (command.isEmpty()) {
                return Optional.of("empty file path: \"\"");
            }
        }
        return Optional.empty();
    }
}
