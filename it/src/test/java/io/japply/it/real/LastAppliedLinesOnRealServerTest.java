package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.it.CommandLines;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The last-applied commands' lines ({@code resources/real/last-applied-lines/lines.txt}: TYPE/NAME
 * arguments in kubectl's forms, -l, --all, -k, set-last-applied's dry runs, edit-last-applied with an
 * editor and --windows-line-endings, and kubectl's refusals), run in order with the reference kubectl
 * (1.37.2) in one namespace and with japply in another on the real API server: the same exit code, stdout,
 * stderr, objects after each line, and the same bytes shown to the editor. Masked as in {@link
 * PipelineLinesOnRealServerTest}: the namespace's name, klog's time and pid, the program's name.
 */
@RealServer
class LastAppliedLinesOnRealServerTest {
    private static final String RESOURCES = "configmaps,services,deployments";

    @TempDir
    Path shown;

    @Test
    @Timeout(600)
    void everyLineGivesWhatKubectlGives(Cluster cluster) throws IOException, URISyntaxException {
        Kubectl.require();
        Path folder = Path.of(LastAppliedLinesOnRealServerTest.class.getResource("/real/last-applied-lines").toURI());
        String kubectlNs = cluster.namespace("kubectl");
        String japplyNs = cluster.namespace("japply");
        Path kubectlShown = shown.resolve("kubectl");
        Path japplyShown = shown.resolve("japply");
        String kubectlEditor = editor(folder, kubectlShown);
        String japplyEditor = editor(folder, japplyShown);
        for (String line : CommandLines.of(folder.resolve("lines.txt"))) {
            Files.deleteIfExists(kubectlShown);
            Files.deleteIfExists(japplyShown);
            Kubectl.Result kubectl = cluster.kubectlIn(Map.of("KUBE_EDITOR", kubectlEditor), args(line, folder, kubectlNs));
            Map<String, String> environment = new HashMap<>(System.getenv()); // kubectl's too: PATH for -k, HOME
            environment.put("KUBE_EDITOR", japplyEditor);
            JapplyRun japply = JapplyRun.of(cluster.kubeconfig(), environment, args(line, folder, japplyNs));
            String where = line + ": ";
            assertEquals(kubectl.exitCode(), japply.code(), where + "exit code; kubectl said " + kubectl.err()
                    + "; japply said " + japply.err());
            assertEquals(masked(kubectl.out(), kubectlNs), masked(japply.out(), japplyNs), where + "stdout");
            assertEquals(masked(kubectl.err(), kubectlNs), masked(japply.err(), japplyNs), where + "stderr");
            assertEquals(shownText(kubectlShown, kubectlNs), shownText(japplyShown, japplyNs), where + "the editor's file");
            assertEquals(LiveObjects.of(cluster, RESOURCES, kubectlNs), LiveObjects.of(cluster, RESOURCES, japplyNs),
                    where + "objects on the server");
        }
    }

    /** editor.sh, with where it keeps what it was shown (the editor runs with the test JVM's environment). */
    private String editor(Path folder, Path keep) throws IOException {
        Path script = shown.resolve(keep.getFileName() + "-editor.sh");
        Files.writeString(script, "#!/bin/sh\nSHOWN='" + keep + "' exec sh '" + folder.resolve("editor.sh") + "' \"$1\"\n");
        script.toFile().setExecutable(true);
        return script.toString();
    }

    private static String[] args(String line, Path folder, String namespace) {
        String[] words = PipelineLinesOnRealServerTest.args(line, folder, namespace);
        return Arrays.stream(words).map(word -> word.equals("K") ? folder.resolve("k").toString() : word).toArray(String[]::new);
    }

    private static String masked(String text, String namespace) {
        // the command a message suggests names the program that runs ("use command `kubectl apply ...`")
        return PipelineLinesOnRealServerTest.masked(text, namespace).replaceAll("`(kubectl|japply) ", "`PROGRAM ");
    }

    /** The file as the editor got it, CR bytes shown, so that line endings are compared too; "" if none was opened. */
    private static String shownText(Path file, String namespace) throws IOException {
        return Files.exists(file)
                ? Files.readString(file, StandardCharsets.UTF_8).replace(namespace, "NS").replace("\r", "<CR>") : "";
    }
}
