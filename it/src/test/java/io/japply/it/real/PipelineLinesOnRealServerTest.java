package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.it.CommandLines;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.function.Executable;

/**
 * A pipeline's command lines ({@code resources/real/pipeline-lines/lines.txt}), run in order with
 * kubectl 1.32 in one namespace and with japply in another, on the real API server: each line gives
 * the same exit code, the same stdout, the same stderr (byte for byte, every line and the last newline)
 * and the same objects after it. Only values that differ between any two runs of kubectl itself are
 * masked, each where it stands ({@link RunMasks#twoRuns}): the namespace's name, klog's time and
 * process id, the object's uid, creation time and resourceVersion, the temporary folders and file
 * times of diff's headers (kubectl's run of diff(1) names /tmp/LIVE-123/x and a time, japply's
 * built-in diff LIVE/x; docs/differences.md); and the program's own name where a usage error names it
 * ("See 'japply apply -h'").
 */
@RealServer
class PipelineLinesOnRealServerTest {
    private static final String RESOURCES = "configmaps,services,deployments";

    @Test
    @Timeout(600)
    void everyLineGivesWhatKubectlGives(Cluster cluster) throws IOException, URISyntaxException {
        Kubectl.require();
        Path folder = Path.of(PipelineLinesOnRealServerTest.class.getResource("/real/pipeline-lines").toURI());
        String kubectlNs = cluster.namespace("kubectl");
        String japplyNs = cluster.namespace("japply");
        List<Executable> checks = new ArrayList<>();
        for (String line : CommandLines.of(folder.resolve("lines.txt"))) {
            Kubectl.Result kubectl = cluster.kubectl(args(line, folder, kubectlNs));
            JapplyRun japply = cluster.japply(args(line, folder, japplyNs));
            String where = line + ": ";
            assertEquals(kubectl.exitCode(), japply.code(), where + "exit code; kubectl said " + kubectl.err()
                    + "; japply said " + japply.err());
            // every line's differences are told together at the end: one run shows them all
            String kubectlObjects = LiveObjects.of(cluster, RESOURCES, kubectlNs);
            String japplyObjects = LiveObjects.of(cluster, RESOURCES, japplyNs);
            checks.add(() -> assertEquals(RunMasks.twoRuns(kubectl.out(), kubectlNs), RunMasks.twoRuns(japply.out(), japplyNs),
                    where + "stdout"));
            checks.add(() -> assertEquals(RunMasks.twoRuns(kubectl.err(), kubectlNs), RunMasks.twoRuns(japply.err(), japplyNs),
                    where + "stderr"));
            checks.add(() -> assertEquals(kubectlObjects, japplyObjects, where + "objects on the server"));
        }
        assertAll(checks);
    }

    static String[] args(String line, Path folder, String namespace) {
        return Arrays.stream(line.split(" +"))
                .map(word -> word.replace("V1", folder.resolve("v1").toString()).replace("V2", folder.resolve("v2").toString()))
                .map(word -> word.equals("NS") ? namespace : word)
                .toArray(String[]::new);
    }

    /**
     * The bytes with {@link RunMasks#twoRuns}'s values masked, every line and line end kept: what
     * ApplyErrorsOnRealServerTest, ApplySetParentsOnRealServerTest and LastAppliedLinesOnRealServerTest
     * compare too.
     */
    static String masked(String text, String namespace) {
        return RunMasks.twoRuns(text, namespace);
    }
}
