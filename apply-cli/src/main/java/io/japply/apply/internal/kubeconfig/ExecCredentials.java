package io.japply.apply.internal.kubeconfig;

import io.japply.apply.kubeconfig.ExecCredentialException;
import io.japply.apply.kubeconfig.PluginPolicy;
import io.japply.apply.kubeconfig.Surroundings;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * Runs a kubeconfig user's exec credential plugin once, as kubectl runs it: the environment with the
 * kubeconfig's env and KUBERNETES_EXEC_INFO added, the terminal's stdin only when interactive, and
 * fails closed, in kubectl's words, when the plugin fails or answers no credential. (fabric8 runs it
 * with stderr mixed into the answer and only logs a failure, so requests went out with no credentials.)
 */
final class ExecCredentials {
    private static final String NOT_INSTALLED = "\n\nIt looks like you are trying to use a client-go credential plugin"
            + " that is not installed.\n\nTo learn more about this feature, consult the documentation available at:\n"
            + "      https://kubernetes.io/docs/reference/access-authn-authz/authentication/#client-go-credential-plugins";

    private final boolean terminal;
    private final Consumer<String> pluginStderr;

    /** terminal: whether stdin is a terminal; pluginStderr: where a successful plugin's stderr goes. */
    private final PluginPolicy policy;
    /** The run's environment (the plugin inherits it, and PATH finds it) and directory (it runs there). */
    private final Surroundings surroundings;

    ExecCredentials(boolean terminal, Consumer<String> pluginStderr, PluginPolicy policy, Surroundings surroundings) {
        this.terminal = terminal;
        this.pluginStderr = pluginStderr;
        this.policy = policy;
        this.surroundings = surroundings;
    }

    ExecCredentials withPolicy(PluginPolicy replacement) {
        return new ExecCredentials(terminal, pluginStderr, replacement, surroundings);
    }

    ExecCredentials in(Surroundings replacement) {
        return new ExecCredentials(terminal, pluginStderr, policy, replacement);
    }

    /** The plugin's credential; throws {@link ExecCredentialException} when there is none. */
    ExecOutput.Credential run(ExecPlugin plugin, ObjectNode clusterInfo) {
        policy.check(plugin.command(), surroundings::get); // before anything of the plugin runs, as kubectl's
        boolean interactive = interactive(plugin);
        ProcessBuilder builder = new ProcessBuilder(commandLine(plugin)).directory(surroundings.directory().toFile());
        builder.environment().clear(); // the run's environment, not this process's (a warm process serves many)
        builder.environment().putAll(surroundings.variables());
        builder.environment().putAll(plugin.env());
        builder.environment().put("KUBERNETES_EXEC_INFO", execInfo(plugin, interactive, clusterInfo));
        builder.redirectInput(interactive ? ProcessBuilder.Redirect.INHERIT : ProcessBuilder.Redirect.from(new File("/dev/null")));
        // an interactive plugin prompts on stderr: it must reach the terminal as it writes
        builder.redirectError(interactive ? ProcessBuilder.Redirect.INHERIT : ProcessBuilder.Redirect.PIPE);
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw notFound(plugin, e);
        }
        CompletableFuture<String> stderr = interactive ? CompletableFuture.completedFuture("") : drain(process.getErrorStream());
        String stdout = read(process.getInputStream());
        int status = waitFor(process, plugin);
        String errors = stderr.join();
        if (status != 0) {
            throw new ExecCredentialException("exec: executable " + plugin.command() + " failed with exit code " + status,
                    plugin.command(), status, errors, null);
        }
        ExecOutput.Credential credential = ExecOutput.decode(stdout, plugin.apiVersion(),
                reason -> new ExecCredentialException(reason, plugin.command(), null, errors, null));
        if (!errors.isEmpty()) {
            pluginStderr.accept(errors);
        }
        return credential;
    }

    private boolean interactive(ExecPlugin plugin) {
        if (plugin.interactiveMode() == ExecPlugin.InteractiveMode.ALWAYS && !terminal) {
            throw new ExecCredentialException("exec plugin cannot support interactive mode: standard input is not a terminal",
                    plugin.command(), null, "", null);
        }
        return terminal && plugin.interactiveMode() != ExecPlugin.InteractiveMode.NEVER;
    }

    private List<String> commandLine(ExecPlugin plugin) {
        List<String> line = new ArrayList<>();
        line.add(onPath(plugin.command()));
        line.addAll(plugin.args());
        return line;
    }

    /**
     * A bare name found on the run's PATH, as Go's exec.Command finds it (the JDK would search this
     * process's PATH instead); unchanged when it has a '/' or is on no entry (it then fails as not found).
     */
    private String onPath(String command) {
        if (command.contains("/")) {
            return command;
        }
        String path = surroundings.get("PATH");
        for (String dir : (path == null ? "" : path).split(File.pathSeparator)) {
            java.nio.file.Path candidate = surroundings.path(dir.isEmpty() ? "." : dir).resolve(command);
            if (java.nio.file.Files.isExecutable(candidate) && !java.nio.file.Files.isDirectory(candidate)) {
                return candidate.toString();
            }
        }
        return "/nonexistent/" + command; // not on the run's PATH: never one on this process's PATH instead
    }

    /** The ExecCredential kubectl hands the plugin, with the cluster when the kubeconfig asks for it. */
    private static String execInfo(ExecPlugin plugin, boolean interactive, ObjectNode clusterInfo) {
        ObjectNode info = JsonNodeFactory.instance.objectNode();
        info.put("kind", "ExecCredential");
        info.put("apiVersion", plugin.apiVersion());
        ObjectNode spec = info.putObject("spec");
        if (plugin.provideClusterInfo() && clusterInfo != null) {
            spec.set("cluster", clusterInfo);
        }
        spec.put("interactive", interactive);
        return info + "\n"; // Go's JSON encoder ends it with a newline, and kubectl hands that on
    }

    /** A bare name not on PATH is "not found" with the install hint; a path that fails to start, Go's words for why. */
    private static ExecCredentialException notFound(ExecPlugin plugin, IOException e) {
        if (plugin.command().contains("/")) {
            String why = new File(plugin.command()).exists() ? "permission denied" : "no such file or directory";
            return new ExecCredentialException("exec: fork/exec " + plugin.command() + ": " + why, plugin.command(), null, "", e);
        }
        String hint = plugin.installHint() == null ? "" : "\n\n" + plugin.installHint();
        return new ExecCredentialException("exec: executable " + plugin.command() + " not found" + NOT_INSTALLED + hint,
                plugin.command(), null, "", e);
    }

    private static CompletableFuture<String> drain(InputStream stream) {
        CompletableFuture<String> text = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try {
                text.complete(read(stream));
            } catch (RuntimeException e) {
                text.complete("");
            }
        }, "japply-exec-stderr");
        reader.setDaemon(true);
        reader.start();
        return text;
    }

    private static String read(InputStream stream) {
        try (stream) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            stream.transferTo(bytes);
            return bytes.toString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int waitFor(Process process, ExecPlugin plugin) {
        try {
            return process.waitFor();
        } catch (InterruptedException e) {
            process.destroy();
            Thread.currentThread().interrupt();
            throw new ExecCredentialException("exec: interrupted", plugin.command(), null, "", e);
        }
    }
}
