package io.japply.it;

import io.japply.cli.Japply;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import io.japply.cli.Environment;
import java.util.Map;
import java.util.stream.Stream;

/** japply run in the test's JVM against a kubeconfig, as a user runs it: exit code, standard output and error. */
public record JapplyRun(int code, String out, String err) {
    static {
        ThisCheckout.require(Japply.class, ThisCheckout.root(), "apply-cli");
    }

    /**
     * Where {@link #of} runs a command line: the test's JVM unless a runner is set. The warm process's
     * tests set one to run a whole suite's lines through the warm process (and to record them), so that
     * the suite's own assertions and a line-by-line comparison with its in-process run both apply.
     */
    public interface Runner {
        JapplyRun run(Map<String, String> environment, String... args);
    }

    private static volatile Runner runner;

    /** Sets the runner of {@link #of} (null: in this JVM again); the previous one is returned. */
    public static Runner runVia(Runner next) {
        Runner previous = runner;
        runner = next;
        return previous;
    }

    public static JapplyRun of(Path kubeconfig, String... args) {
        return of(kubeconfig, System.getenv(), args);
    }

    /** With environment variables of the test's choosing (KUBE_EDITOR, ...), and not on a terminal. */
    public static JapplyRun of(Path kubeconfig, Map<String, String> environment, String... args) {
        String[] all = kubeconfig == null ? args
                : Stream.concat(Arrays.stream(args), Stream.of("--kubeconfig", kubeconfig.toString())).toArray(String[]::new);
        Runner now = runner;
        return now == null ? inProcess(environment, all) : now.run(environment, all);
    }

    /** In this JVM whatever the runner: empty stdin, not on a terminal. */
    public static JapplyRun inProcess(Map<String, String> environment, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply().withEnvironment(new Environment(environment, false))
                .run(new ByteArrayInputStream(new byte[0]), new PrintStream(out), new PrintStream(err), args);
        return new JapplyRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
