package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** -v=N over real HTTP (fabric8's client with japply's interceptor): URLs, statuses, no token, no Secret data. */
class TracingEndToEndTest {
    private static final String PASSWORD = "aHVudGVyMg==";

    @TempDir
    Path tmp;

    private FakeApiServer server;
    private Path kubeconfig;

    @BeforeEach
    void start() throws Exception {
        server = new FakeApiServer(new ObjectStore()).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
        kubeconfig = server.writeKubeconfig(tmp);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private Path manifests() throws Exception {
        return Files.writeString(tmp.resolve("app.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n"
                + "data:\n  colour: blue\n---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  password: "
                + PASSWORD + "\n");
    }

    @Test
    void levelSixTracesEachRequestInKubectlsFormat() throws Exception {
        JapplyRun run = JapplyRun.of(kubeconfig, "apply", "-f", manifests().toString(), "-v=6");
        assertEquals("configmap/settings created\nsecret/db created\n", run.out(), run.err());
        String base = server.url();
        Pattern line = Pattern.compile("I\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6} +\\d+ round_trippers\\.go:632\\] \"Response\""
                + " verb=\"(GET|POST|PATCH|PUT|DELETE)\" url=\"http://127\\.0\\.0\\.1:\\d+/\\S*\" status=\"\\d{3}( [A-Za-z ]+)?\""
                + " milliseconds=\\d+");
        List<String> lines = run.err().lines().toList();
        assertTrue(lines.stream().allMatch(l -> line.matcher(l).matches()), run.err());
        assertTrue(lines.stream().filter(l -> l.contains(" url=\"" + base + "/api/v1/namespaces/default/configmaps/settings\""))
                .findFirst().orElseThrow().contains(" status=\"404 Not Found\" "), run.err());
        assertTrue(lines.stream().anyMatch(l -> l.contains("verb=\"POST\" url=\"" + base + "/api/v1/namespaces/default/secrets")
                && l.contains(" status=\"201 Created\" ")), run.err());
    }

    /** kubectl's -v=6 request lines and japply's, without klog's prefix, have one shape. */
    @Test
    void theLinesHaveKubectlsShape() throws Exception {
        Kubectl.require();
        Kubectl.Result kubectl = Kubectl.run(List.of("apply", "-f", manifests().toString(), "-v=6", "--kubeconfig",
                kubeconfig.toString(), "--validate=false"));
        Pattern klog = Pattern.compile("^I\\d{4} [\\d:.]+ +\\d+ round_trippers\\.go:\\d+\\] ");
        List<String> theirs = kubectl.err().lines().filter(l -> klog.matcher(l).find())
                .map(l -> klog.matcher(l).replaceFirst("")).toList();
        JapplyRun ours = JapplyRun.of(kubeconfig, "apply", "-f", manifests().toString(), "-v=6");
        Files.writeString(Path.of("target/tracing-v6.txt"), String.join("\n", theirs) + "\n--- japply\n" + ours.err());
        List<String> mine = ours.err().lines().filter(l -> klog.matcher(l).find())
                .map(l -> klog.matcher(l).replaceFirst("")).toList();
        Pattern shape = Pattern.compile("\"Response\" verb=\"(GET|POST|PATCH)\" url=\"http://127\\.0\\.0\\.1:\\d+/\\S*\""
                + " status=\"\\d{3} [A-Za-z ]+\" milliseconds=\\d+");
        assertTrue(theirs.stream().anyMatch(l -> l.contains("/secrets")), kubectl.err());
        assertTrue(mine.stream().anyMatch(l -> l.contains("/secrets")), ours.err());
        assertTrue(theirs.stream().filter(l -> l.contains("/secrets")).allMatch(l -> shape.matcher(l).matches()), theirs.toString());
        assertTrue(mine.stream().filter(l -> l.contains("/secrets")).allMatch(l -> shape.matcher(l).matches()), ours.err());
    }

    @Test
    void levelEightShowsBodiesButNeitherTheTokenNorTheSecret() throws Exception {
        JapplyRun run = JapplyRun.of(kubeconfig, "apply", "-f", manifests().toString(), "--v=8");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.err().contains("Authorization: Bearer <masked>"), run.err());
        assertFalse(run.err().contains("Bearer fake"), "the kubeconfig's token");
        // a one-line body is a quoted klog value
        assertTrue(run.err().contains("\\\"colour\\\":\\\"blue\\\""), "a ConfigMap's body is shown: " + run.err());
        assertFalse(run.err().contains(PASSWORD), "the Secret's data never: " + run.err());
        assertTrue(run.err().contains("\"Request Body\" body=\"(not shown: a Secret's data)\""), run.err());
    }

    @Test
    void noFlagNoTrace() throws Exception {
        JapplyRun run = JapplyRun.of(kubeconfig, "apply", "-f", manifests().toString());
        assertEquals(new JapplyRun(0, "configmap/settings created\nsecret/db created\n", ""), run);
    }
}
