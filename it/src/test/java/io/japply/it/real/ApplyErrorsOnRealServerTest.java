package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Objects the server refuses, beside the reference kubectl (1.37.2; one namespace each): server-side apply
 * conflicts under --dry-run=server (one is "error: " and kubectl's text; two are kubectl's aggregate, each
 * text with no "error: " before it) and a client-side apply --as an account RBAC lets read nothing
 * (kubectl's "Error from server (Forbidden): error when retrieving current configuration of:" and the
 * object's description). The same exit code, stdout and stderr byte for byte, the namespace's name masked;
 * japply's own count line after them (docs/differences.md) is the one line kubectl lacks. The same refused
 * GET for diff and the last-applied commands, each as its kubectl says it.
 */
@RealServer
class ApplyErrorsOnRealServerTest {
    @TempDir
    Path tmp;

    @Test
    @Timeout(300)
    void refusedObjectsAreToldInKubectlsBytes(Cluster cluster) throws IOException {
        Kubectl.require();
        Path one = file("one.yaml", configMap("d", "three"));
        Path two = file("two.yaml", configMap("d", "three") + "---\n" + configMap("e", "three"));
        Path other = file("other.yaml", configMap("c", "two"));
        String kns = cluster.namespace("kubectl");
        String jns = cluster.namespace("japply");
        for (String ns : List.of(kns, jns)) {
            for (String name : List.of("d", "e")) {
                Kubectl.Result created = cluster.kubectl("create", "configmap", name, "-n", ns, "--from-literal=k=one");
                assertEquals(0, created.exitCode(), created.err());
            }
        }
        List<List<String>> lines = List.of(
                List.of("apply", "-f", one.toString(), "-n", "NS", "--server-side", "--dry-run=server"),
                List.of("apply", "-f", two.toString(), "-n", "NS", "--server-side", "--dry-run=server"),
                List.of("apply", "-f", other.toString(), "-n", "NS", "--as=system:serviceaccount:NS:nobody"),
                List.of("apply", "-f", two.toString(), "-n", "NS", "--as=system:serviceaccount:NS:nobody"));
        for (List<String> line : lines) {
            Kubectl.Result kubectl = cluster.kubectl(in(line, kns));
            JapplyRun japply = cluster.japply(in(line, jns));
            String where = String.join(" ", line) + ": ";
            assertEquals(1, kubectl.exitCode(), where + kubectl.err());
            assertEquals(kubectl.exitCode(), japply.code(), where + japply.err());
            assertEquals(PipelineLinesOnRealServerTest.masked(kubectl.out(), kns),
                    PipelineLinesOnRealServerTest.masked(japply.out(), jns), where + "stdout");
            int objects = line.contains(two.toString()) ? 2 : 1;
            String count = "error: " + objects + " of " + objects + (objects == 1 ? " object" : " objects") + " failed";
            assertEquals(PipelineLinesOnRealServerTest.masked(kubectl.err() + count + "\n", kns),
                    PipelineLinesOnRealServerTest.masked(japply.err(), jns), where + "stderr");
        }
    }

    /** The same refused GET of one object for diff and the last-applied commands: each in its kubectl's bytes. */
    @Test
    @Timeout(300)
    void refusedReadsOfDiffAndTheLastAppliedCommandsAsKubectl(Cluster cluster) throws IOException {
        Kubectl.require();
        Path other = file("other.yaml", configMap("c", "two"));
        String kns = cluster.namespace("kubectl");
        String jns = cluster.namespace("japply");
        for (String command : List.of("diff", "apply set-last-applied", "apply view-last-applied", "apply edit-last-applied")) {
            List<String> line = new java.util.ArrayList<>(List.of(command.split(" ")));
            line.addAll(List.of("-f", other.toString(), "-n", "NS", "--as=system:serviceaccount:NS:nobody"));
            Kubectl.Result kubectl = cluster.kubectl(in(line, kns));
            JapplyRun japply = cluster.japply(in(line, jns));
            String where = String.join(" ", line) + ": ";
            assertEquals(kubectl.exitCode(), japply.code(), where + kubectl.err() + " / " + japply.err());
            assertEquals(PipelineLinesOnRealServerTest.masked(kubectl.out(), kns),
                    PipelineLinesOnRealServerTest.masked(japply.out(), jns), where + "stdout");
            assertEquals(PipelineLinesOnRealServerTest.masked(kubectl.err(), kns),
                    PipelineLinesOnRealServerTest.masked(japply.err(), jns), where + "stderr");
        }
    }

    /**
     * A namespace that does not exist: the server's NotFound, framed by kubectl as for any refused create
     * ("error when creating FILE"), server-side apply's and diff's as the server said it. The same for a name
     * that can be no namespace (upper case): the server looks for the namespace before it validates the object.
     */
    @Test
    @Timeout(300)
    void aMissingNamespaceIsToldInKubectlsBytes(Cluster cluster) throws IOException {
        Kubectl.require();
        Path one = file("one.yaml", configMap("d", "three"));
        for (String ns : List.of("japply-no-such-namespace", "No-Such")) {
            for (String flags : List.of("apply", "apply --dry-run=server", "apply --dry-run=client", "apply --server-side",
                    "diff")) {
                List<String> line = new java.util.ArrayList<>(List.of(flags.split(" ")));
                line.addAll(List.of("-f", one.toString(), "-n", ns));
                Kubectl.Result kubectl = cluster.kubectl(line.toArray(String[]::new));
                JapplyRun japply = cluster.japply(line.toArray(String[]::new));
                String where = String.join(" ", line) + ": ";
                assertEquals(kubectl.exitCode(), japply.code(), where + kubectl.err() + " / " + japply.err());
                assertEquals(kubectl.out(), japply.out(), where + "stdout");
                String count = kubectl.exitCode() == 1 && line.get(0).equals("apply") ? "error: 1 of 1 object failed\n" : "";
                assertEquals(kubectl.err() + count, japply.err(), where + "stderr");
            }
        }
    }

    /**
     * A server-side diff whose field another manager owns: kubectl diff tries again, logs that the object
     * "keeps changing", and tells the server's conflict as it is; apply adds its advice after "error: ".
     */
    @Test
    @Timeout(300)
    void aServerSideConflictOfDiffIsToldInKubectlsBytes(Cluster cluster) throws IOException {
        Kubectl.require();
        Path changed = file("changed.yaml", configMap("owned", "two"));
        String kns = cluster.namespace("kubectl");
        String jns = cluster.namespace("japply");
        for (String ns : List.of(kns, jns)) {
            Kubectl.Result created = cluster.kubectl("create", "configmap", "owned", "-n", ns, "--from-literal=k=one");
            assertEquals(0, created.exitCode(), created.err());
        }
        for (String command : List.of("diff", "apply")) {
            List<String> line = List.of(command, "-f", changed.toString(), "-n", "NS", "--server-side");
            Kubectl.Result kubectl = cluster.kubectl(in(line, kns));
            JapplyRun japply = cluster.japply(in(line, jns));
            String where = String.join(" ", line) + ": ";
            assertEquals(kubectl.exitCode(), japply.code(), where + kubectl.err() + " / " + japply.err());
            assertEquals(kubectl.out(), japply.out(), where + "stdout");
            String count = command.equals("apply") ? "error: 1 of 1 object failed\n" : "";
            assertEquals(RealFixtures.klogMasked(kubectl.err()) + count, RealFixtures.klogMasked(japply.err()), where + "stderr");
        }
    }

    private static String[] in(List<String> line, String namespace) {
        return line.stream().map(word -> word.replace("NS", namespace)).toArray(String[]::new);
    }

    private static String configMap(String name, String value) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "\ndata: {k: " + value + "}\n";
    }

    private Path file(String name, String text) throws IOException {
        return Files.writeString(tmp.resolve(name), text);
    }
}
