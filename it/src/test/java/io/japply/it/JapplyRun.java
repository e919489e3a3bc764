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

    public static JapplyRun of(Path kubeconfig, String... args) {
        return of(kubeconfig, System.getenv(), args);
    }

    /** With environment variables of the test's choosing (KUBE_EDITOR, ...), and not on a terminal. */
    public static JapplyRun of(Path kubeconfig, Map<String, String> environment, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = kubeconfig == null ? args
                : Stream.concat(Arrays.stream(args), Stream.of("--kubeconfig", kubeconfig.toString())).toArray(String[]::new);
        int code = new Japply().withEnvironment(new Environment(environment, false))
                .run(new ByteArrayInputStream(new byte[0]), new PrintStream(out), new PrintStream(err), all);
        return new JapplyRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
