package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.publish.Command;
import io.japply.it.publish.Consumer;
import io.japply.it.publish.Published;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * examples/library's {@code example.Runs} (a library user's program, built from the published repository
 * outside the reactor, its client from the kubeconfig through the face's {@code Connections}) beside the
 * command line, on the same folders, each in a namespace of its own: {@code apply --prune -l},
 * {@code --atomic}, {@code --wait-ready} and {@code diff} give the same outcomes (exit codes, objects
 * applied, pruned, rolled back, the wait's end, changed or not) and leave the same objects
 * ({@link LiveObjects}: server-assigned values and the namespace's name masked).
 */
@RealServer
class LibraryConsumerRunsOnRealServerTest {
    private static final String LIVE = "configmaps,services,deployments";
    private static final String WEB = """
            apiVersion: apps/v1
            kind: Deployment
            metadata: {name: web, labels: {app: shop}}
            spec:
              replicas: %d
              selector: {matchLabels: {app: shop}}
              template:
                metadata: {labels: {app: shop}}
                spec:
                  containers: [{name: web, image: "registry.invalid/web:1"}]
            """;
    private static Consumer consumer;

    @TempDir
    Path tmp;

    @Test
    @Timeout(900)
    void pruneByLabelDeletesTheSameMembers(Cluster cluster) throws Exception {
        Pair pair = new Pair(cluster, "prune");
        Path other = folder("other", configMap("db", "app: db", "k: v"));
        pair.both(ns -> cluster.kubectl("apply", "-f", other.toString(), "-n", ns).exitCode() == 0);
        Path one = folder("one", configMap("a", "app: shop", "k: v"), configMap("b", "app: shop", "k: v"), WEB.formatted(0));
        pair.same(List.of("prune", one.toString(), "app=shop"), "apply", "--prune", "-l", "app=shop", "-f", one.toString());
        Path two = folder("two", configMap("a", "app: shop", "k: w"));
        LibraryConsumerOutcomes pruned = pair.same(List.of("prune", two.toString(), "app=shop"),
                "apply", "--prune", "-l", "app=shop", "-f", two.toString());
        assertEquals(List.of("applied configmap/a CONFIGURED", "pruned configmap/b", "pruned deployment.apps/web"),
                pruned.facts());
        pair.sameObjects();
        assertNotNull(cluster.get("configmap", pair.library, "db"), "another app's object stays");
    }

    @Test
    @Timeout(900)
    void atomicRollsBackTheSameObjects(Cluster cluster) throws Exception {
        Pair pair = new Pair(cluster, "atomic");
        Path one = folder("one", configMap("settings", "app: shop", "a: '1'"), WEB.formatted(0));
        pair.same(List.of("atomic", one.toString()), "apply", "--atomic", "-f", one.toString());
        String invalid = "apiVersion: v1\nkind: Service\nmetadata: {name: broken}\nspec: {ports: [{port: 99999}]}\n";
        Path two = folder("two", configMap("settings", "app: shop", "a: '2'"), configMap("added", "app: shop", "x: '1'"),
                WEB.formatted(0), invalid);
        LibraryConsumerOutcomes rolledBack = pair.same(List.of("atomic", two.toString()), "apply", "--atomic", "-f", two.toString());
        assertEquals(5, rolledBack.exitCode());
        assertEquals(List.of("applied configmap/added CREATED", "applied configmap/settings CONFIGURED",
                "applied deployment.apps/web UNCHANGED", "rolled back configmap/added DELETED",
                "rolled back configmap/settings RESTORED"), rolledBack.facts());
        pair.sameObjects();
    }

    @Test
    @Timeout(900)
    void waitReadyEndsTheSameWay(Cluster cluster) throws Exception {
        Pair pair = new Pair(cluster, "wait");
        Path ready = folder("ready", configMap("a", "app: shop", "k: v"), WEB.formatted(0));
        LibraryConsumerOutcomes allReady = pair.same(List.of("wait", ready.toString(), "60"),
                "apply", "--wait-ready", "--wait-ready-timeout", "60s", "-f", ready.toString());
        assertEquals(List.of("applied configmap/a CREATED", "applied deployment.apps/web CREATED", "waited ALL_CURRENT"),
                allReady.facts());
        // a replica that never starts (the cluster has no kubelet)
        Path never = folder("never", configMap("a", "app: shop", "k: v"), WEB.formatted(1));
        LibraryConsumerOutcomes timedOut = pair.same(List.of("wait", never.toString(), "5"),
                "apply", "--wait-ready", "--wait-ready-timeout", "5s", "-f", never.toString());
        assertEquals(4, timedOut.exitCode());
        assertEquals(List.of("applied configmap/a UNCHANGED", "applied deployment.apps/web CONFIGURED",
                "not ready deployment.apps/web", "waited TIMED_OUT"), timedOut.facts());
        pair.sameObjects();
    }

    @Test
    @Timeout(900)
    void diffSaysChangedOrNotAsTheCommandLine(Cluster cluster) throws Exception {
        Pair pair = new Pair(cluster, "diff");
        Path one = folder("one", configMap("a", "app: shop", "k: v"), WEB.formatted(0));
        assertEquals(1, pair.sameDiff(one), "nothing live yet: everything would be created");
        pair.both(ns -> cluster.japply("apply", "-f", one.toString(), "-n", ns).code() == 0);
        assertEquals(0, pair.sameDiff(one), "applied: nothing would change");
        Path two = folder("two", configMap("a", "app: shop", "k: w"), WEB.formatted(2));
        assertEquals(1, pair.sameDiff(two));
        pair.sameObjects(); // a diff writes nothing
    }

    /** Two namespaces of one cluster: the library user's program runs in one, the command line in the other. */
    private static final class Pair {
        private final Cluster cluster;
        private final String library;
        private final String commandLine;

        Pair(Cluster cluster, String role) throws Exception {
            Kubectl.require();
            this.cluster = cluster;
            this.library = cluster.namespace("lib-" + role);
            this.commandLine = cluster.namespace("cli-" + role);
            built(); // before either runs: the build takes minutes the first time
        }

        void both(java.util.function.Predicate<String> step) {
            for (String ns : List.of(library, commandLine)) {
                assertEquals(true, step.test(ns), "the step failed in " + ns);
            }
        }

        /** The program's run and the command line's (with -n), their outcomes equal; the program's returned. */
        LibraryConsumerOutcomes same(List<String> run, String... line) throws Exception {
            Command.Result program = program(run);
            JapplyRun japply = japply(line);
            LibraryConsumerOutcomes ours = LibraryConsumerOutcomes.of(program);
            assertEquals(LibraryConsumerOutcomes.of(japply), ours, "the library's run:\n" + program.both()
                    + "\nthe command line's:\n" + japply.out() + japply.err());
            return ours;
        }

        /** kubectl diff's exit code (equal for both) and its changed lines (equal, the namespace's name aside). */
        int sameDiff(Path folder) throws Exception {
            Command.Result program = program(List.of("diff", folder.toString()));
            JapplyRun japply = japply("diff", "-f", folder.toString());
            String both = "the library's diff:\n" + program.both() + "\nthe command line's:\n" + japply.out() + japply.err();
            assertEquals(japply.code(), program.exitCode(), both);
            assertEquals(changedLines(japply.out(), commandLine), changedLines(program.out(), library), both);
            assertEquals(program.exitCode() == 1, !changedLines(program.out(), library).isEmpty(), both);
            return program.exitCode();
        }

        /** The objects both runs left, as the server stores them, less what it assigns. */
        void sameObjects() {
            assertEquals(LiveObjects.of(cluster, LIVE, commandLine), LiveObjects.of(cluster, LIVE, library));
        }

        private Command.Result program(List<String> run) throws Exception {
            List<String> args = new ArrayList<>(run);
            args.add(1, library);
            return built().runMain("example.Runs", Map.of("KUBECONFIG", cluster.kubeconfig().toString()),
                    args.toArray(String[]::new));
        }

        private JapplyRun japply(String... line) {
            List<String> args = new ArrayList<>(List.of(line));
            args.addAll(List.of("-n", commandLine));
            return cluster.japply(args.toArray(String[]::new));
        }
    }

    /**
     * Each object's lines that add or remove, by its file name (kubectl diff's LIVE/... and MERGED/...),
     * with the namespace's name and what the server assigns an object its dry run creates (uid, time)
     * masked. By name: japply diff prints the objects in kubectl's order (its files' names), the
     * library's {@code Preview.diff()} in input order.
     */
    private static java.util.SortedMap<String, List<String>> changedLines(String diff, String namespace) {
        java.util.SortedMap<String, List<String>> objects = new java.util.TreeMap<>();
        List<String> lines = new ArrayList<>();
        for (String line : diff.lines().map(line -> line.replace(namespace, "NAMESPACE")).toList()) {
            if (line.startsWith("diff ")) {
                lines = objects.computeIfAbsent(line, header -> new ArrayList<>());
            } else if ((line.startsWith("+") || line.startsWith("-")) && !line.startsWith("+++ ") && !line.startsWith("--- ")) {
                lines.add(line.replaceAll("^([+-]\\s*(uid|creationTimestamp|resourceVersion|time)): .*", "$1: MASKED"));
            }
        }
        return objects;
    }

    /** examples/library built once for the class, japply from the published repository. */
    private static synchronized Consumer built() throws Exception {
        if (consumer == null) {
            Consumer copy = Consumer.copy("japply");
            Consumer.assertBuilt(copy.build(Published.repository()));
            consumer = copy;
        }
        return consumer;
    }

    private Path folder(String name, String... documents) throws Exception {
        Path folder = Files.createDirectories(tmp.resolve(name));
        for (int i = 0; i < documents.length; i++) {
            Files.writeString(folder.resolve(i + ".yaml"), documents[i]); // kubectl reads a folder's files in name order
        }
        return folder;
    }

    private static String configMap(String name, String labels, String data) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + ", labels: {" + labels + "}}\ndata: {" + data + "}\n";
    }
}
