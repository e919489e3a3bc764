package io.japply.it.warm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.it.CommandLines;
import io.japply.it.real.Cluster;
import io.japply.it.real.RealServer;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pipeline lines of the real-server suite ({@code resources/real/pipeline-lines/lines.txt}), in order,
 * run cold in one namespace and through the warm process in another, on the real test cluster: the same
 * exit codes and, the namespace's name and what the server assigns (uid, times, resourceVersion) aside,
 * the same stdout and stderr. The warm process's request count shows that every warm line was answered warm.
 */
@RealServer
class WarmPipelineLinesTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(900)
    void everyPipelineLineGivesTheSameBytesWarmAsCold(Cluster cluster) throws Exception {
        Path folder = Path.of(WarmPipelineLinesTest.class.getResource("/real/pipeline-lines").toURI());
        Launcher launcher = new Launcher(dir);
        WarmProcesses warm = new WarmProcesses(launcher);
        try {
            String coldNs = cluster.namespace("cold");
            String warmNs = cluster.namespace("warm");
            int before = warm.started().requests();
            int count = 0;
            for (String line : CommandLines.of(folder.resolve("lines.txt"))) {
                Launcher.Result cold = launcher.cold(null, args(line, folder, coldNs, cluster));
                Launcher.Result warmRun = launcher.warm(null, args(line, folder, warmNs, cluster));
                assertEquals(cold.code(), warmRun.code(), line + ": exit code; cold said " + cold.err() + "; warm said " + warmRun.err());
                assertEquals(masked(cold.out(), coldNs), masked(warmRun.out(), warmNs), line + ": stdout");
                assertEquals(masked(cold.err(), coldNs), masked(warmRun.err(), warmNs), line + ": stderr");
                count++;
            }
            assertEquals(before + count, warm.status().orElseThrow().requests(), "every line answered warm");
        } finally {
            warm.stop();
        }
    }

    private static String[] args(String line, Path folder, String namespace, Cluster cluster) {
        return Stream.concat(Arrays.stream(line.split(" +"))
                        .map(word -> word.replace("V1", folder.resolve("v1").toString()).replace("V2", folder.resolve("v2").toString()))
                        .map(word -> word.equals("NS") ? namespace : word),
                Stream.of("--kubeconfig", cluster.kubeconfig().toString())).toArray(String[]::new);
    }

    /** The namespace's name, klog's time and process id, and the values the server assigns. */
    private static String masked(String text, String namespace) {
        return text.lines()
                .map(line -> line.replaceFirst("^([WEI])\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6} +\\d+ ", "$1 klog "))
                .map(line -> line.replace(namespace, "NS"))
                .map(line -> line.replaceFirst("^([-+ ]? *(- )?\"?(uid|creationTimestamp|resourceVersion|time|lastTransitionTime)\"?: )(?![{\\[]).+$", "$1ASSIGNED"))
                .reduce("", (all, line) -> all + line + "\n");
    }
}
