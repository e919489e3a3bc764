package io.japply.cli.startup;

import io.japply.cli.Japply;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * What the run that records japply's class archive does after the user's own command (bin/japply
 * sets {@value #PROPERTY}={@value #RECORD} on that run only): the work of a one-object apply and of a
 * many-object one, each created, unchanged and changed, against a {@link TrainingServer} on the
 * loopback interface, printing nothing. The archive then holds the classes and linked call sites of
 * both, whichever the first command was: a 200-object run with an archive recorded by a one-object
 * apply spent 100 ms more CPU linking and loading what the archive lacked.
 */
public final class AotTraining {
    static final String PROPERTY = "japply.training";
    static final String RECORD = "record";
    private static final Duration LIMIT = Duration.ofSeconds(20);
    private static final int DEPLOYMENTS = 8;

    private AotTraining() {
    }

    /**
     * Runs the workload if this process records the archive, and says whether it did; never throws,
     * never prints, at most {@link #LIMIT}.
     */
    public static boolean afterRecordedRun() {
        if (!RECORD.equals(System.getProperty(PROPERTY))) {
            return false;
        }
        Thread thread = SideThreads.start("japply-training", AotTraining::quietly);
        try {
            thread.join(LIMIT.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return true;
    }

    private static void quietly() {
        try {
            run();
        } catch (IOException | RuntimeException | LinkageError e) {
            // a less complete archive, nothing more: the user's command has had its answer
        }
    }

    /** The workload: each command's exit code, in order. */
    static List<Integer> run() throws IOException {
        Path dir = Files.createTempDirectory("japply-training");
        try (TrainingServer server = TrainingServer.start();
             PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream())) {
            Path kubeconfig = Files.writeString(dir.resolve("kubeconfig"), kubeconfig(server.url()));
            Path many = Files.createDirectory(dir.resolve("many"));
            Path one = dir.resolve("one.yaml");
            List<String> flags = List.of("--kubeconfig", kubeconfig.toString(), "--request-timeout", "5s");
            List<Integer> codes = new ArrayList<>();
            for (String image : List.of("app:1", "app:1", "app:2")) {
                writeDeployments(many, image);
                Files.writeString(one, configMap(image));
                if (!succeeds(codes, japply(nowhere, flags, "apply", "-f", many.toString()))
                        || !succeeds(codes, japply(nowhere, flags, "apply", "-f", one.toString()))) {
                    return codes; // e.g. a proxy in the environment that will not reach the loopback server
                }
            }
            // as JSON: the text output would run the user's KUBECTL_EXTERNAL_DIFF program if set
            codes.add(japply(nowhere, flags, "diff", "-o", "json", "-f", many.toString()));
            return codes;
        } finally {
            delete(dir);
        }
    }

    private static boolean succeeds(List<Integer> codes, int code) {
        codes.add(code);
        return code == 0;
    }

    private static int japply(PrintStream nowhere, List<String> flags, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(flags);
        return new Japply().run(nowhere, nowhere, all.toArray(String[]::new));
    }

    private static void writeDeployments(Path dir, String image) throws IOException {
        for (int i = 0; i < DEPLOYMENTS; i++) {
            String name = "training-" + i;
            Files.writeString(dir.resolve(name + ".yaml"), """
                    apiVersion: apps/v1
                    kind: Deployment
                    metadata:
                      name: %1$s
                      labels: {app: %1$s}
                    spec:
                      replicas: 2
                      selector: {matchLabels: {app: %1$s}}
                      template:
                        metadata: {labels: {app: %1$s}}
                        spec:
                          containers:
                          - name: app
                            image: %2$s
                            ports: [{containerPort: 8080, name: http}]
                            env: [{name: MODE, value: training}]
                            resources: {requests: {cpu: 100m, memory: 128Mi}}
                    ---
                    apiVersion: v1
                    kind: Service
                    metadata: {name: %1$s}
                    spec:
                      selector: {app: %1$s}
                      ports: [{port: 80, targetPort: http}]
                    """.formatted(name, image));
        }
    }

    private static String configMap(String value) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: training}\ndata: {image: \"" + value + "\"}\n";
    }

    private static String kubeconfig(String server) {
        return """
                apiVersion: v1
                kind: Config
                clusters: [{name: training, cluster: {server: "%s"}}]
                users: [{name: training, user: {token: training}}]
                contexts: [{name: training, context: {cluster: training, user: training, namespace: default}}]
                current-context: training
                """.formatted(server);
    }

    private static void delete(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // a temporary directory left behind
        }
    }
}
