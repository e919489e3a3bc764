package io.japply.it.warm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.it.CommandLines;
import io.japply.it.real.Cluster;
import io.japply.it.real.RealServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real-server suite's command lines ({@code resources/real/pipeline-lines} and
 * {@code last-applied-lines}), in order, run cold in one namespace and through the warm process in
 * another, on the real test cluster: the same exit codes, the same stdout and stderr (the namespace's
 * name and what the server assigns masked), the same file shown to edit-last-applied's editor. The warm
 * process's request count shows that every line but edit-last-applied's (always cold) was answered warm.
 */
@RealServer
class WarmPipelineLinesTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(900)
    void everyPipelineLineGivesTheSameBytesWarmAsCold(Cluster cluster) throws Exception {
        compare(cluster, "pipeline-lines");
    }

    @Test
    @Timeout(900)
    void everyLastAppliedLineGivesTheSameBytesWarmAsCold(Cluster cluster) throws Exception {
        compare(cluster, "last-applied-lines");
    }

    private void compare(Cluster cluster, String corpus) throws Exception {
        Path folder = Path.of(WarmPipelineLinesTest.class.getResource("/real/" + corpus).toURI());
        Launcher launcher = new Launcher(dir);
        Path shown = dir.resolve("shown");
        launcher.environment().put("KUBE_EDITOR", editor(folder, shown));
        WarmProcesses warm = new WarmProcesses(launcher);
        try {
            String coldNs = cluster.namespace("cold");
            String warmNs = cluster.namespace("warm");
            int before = warm.started().requests();
            int servedWarm = 0;
            for (String line : CommandLines.of(folder.resolve("lines.txt"))) {
                Files.deleteIfExists(shown);
                Launcher.Result cold = launcher.cold(null, args(line, folder, coldNs, cluster));
                String coldShown = shownText(shown, coldNs);
                Files.deleteIfExists(shown);
                Launcher.Result warmRun = launcher.warm(null, args(line, folder, warmNs, cluster));
                assertEquals(cold.code(), warmRun.code(), line + ": exit code; cold said " + cold.err() + "; warm said " + warmRun.err());
                assertEquals(masked(cold.out(), coldNs), masked(warmRun.out(), warmNs), line + ": stdout");
                assertEquals(masked(cold.err(), coldNs), masked(warmRun.err(), warmNs), line + ": stderr");
                assertEquals(coldShown, shownText(shown, warmNs), line + ": the editor's file");
                servedWarm += line.contains("edit-last-applied") ? 0 : 1;
            }
            assertEquals(before + servedWarm, warm.status().orElseThrow().requests(), "every line answered warm");
        } finally {
            warm.stop();
        }
    }

    private static String[] args(String line, Path folder, String namespace, Cluster cluster) {
        return Stream.concat(Arrays.stream(line.split(" +"))
                        .map(word -> word.replace("V1", folder.resolve("v1").toString()).replace("V2", folder.resolve("v2").toString()))
                        .map(word -> word.equals("K") ? folder.resolve("k").toString() : word)
                        .map(word -> word.equals("NS") ? namespace : word),
                Stream.of("--kubeconfig", cluster.kubeconfig().toString())).toArray(String[]::new);
    }

    /** The corpus's editor.sh, keeping what it was shown in {@code keep} (the same script cold and warm). */
    private Path editorScript(Path folder, Path keep) throws IOException {
        Path script = dir.resolve("editor.sh");
        Files.writeString(script, "#!/bin/sh\nSHOWN='" + keep + "' exec sh '" + folder.resolve("editor.sh") + "' \"$1\"\n");
        script.toFile().setExecutable(true);
        return script;
    }

    private String editor(Path folder, Path keep) throws IOException {
        return Files.exists(folder.resolve("editor.sh")) ? editorScript(folder, keep).toString() : "false";
    }

    private static String shownText(Path file, String namespace) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8).replace(namespace, "NS") : "";
    }

    /** The namespace's name, klog's time and process id, and the values the server assigns. */
    private static String masked(String text, String namespace) {
        List<String> lines = text.lines()
                .map(line -> line.replaceFirst("^([WEI])\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6} +\\d+ ", "$1 klog "))
                .map(line -> line.replace(namespace, "NS"))
                .map(line -> line.replaceFirst("^([-+ ]? *(- )?\"?(uid|creationTimestamp|resourceVersion|time|lastTransitionTime)\"?: )(?![{\\[]).+$", "$1ASSIGNED"))
                .toList();
        return String.join("\n", lines);
    }
}
