package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * kubectl flags whose effect shows without a real server: -f a,b, booleans given =true/=false, --record's
 * annotation (the texts kubectl 1.32 wrote on the test cluster for the same command lines; cli-runtime's
 * record flags still write them in 1.37.2), --warnings-as-errors, and kubectl's refusal of --as-group
 * without --as.
 */
class KubectlFlagEffectsTest {
    @TempDir
    Path dir;

    private final FakeCluster fake = new FakeCluster();
    private final WarningCluster cluster = new WarningCluster(fake);

    private Cli.Result japply(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply(flags -> cluster, d -> { }).run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new Cli.Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private String configMap(String name) throws IOException {
        return Files.writeString(dir.resolve(name + ".yaml"),
                "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "\ndata:\n  k: v\n").toString();
    }

    private ObjectNode stored(String name) {
        return fake.objects.entrySet().stream().filter(e -> e.getKey().name().equals(name)).map(java.util.Map.Entry::getValue)
                .findFirst().orElseThrow();
    }

    @Test
    void commaSeparatedFilenamesAreSeveralFiles() throws IOException {
        String a = configMap("a");
        String b = configMap("b");
        assertEquals("configmap/a created\nconfigmap/b created\n", japply("apply", "-f", a + "," + b).ok());
        assertEquals("configmap/a unchanged\nconfigmap/b unchanged\n", japply("-f", a + "," + b).ok());
    }

    @Test
    void booleansTakeAValueAfterAnEqualsSign() throws IOException {
        String a = configMap("a");
        assertEquals("configmap/a created\n", japply("apply", "-f", a, "--server-side=false", "--force=false",
                "-R=false", "--openapi-patch=false").ok());
        assertEquals(0, japply("diff", "-f", a, "--server-side=false", "--recursive=true").code());
    }

    /** kubectl 1.32 wrote these for "kubectl apply -f F -n rec --record -R --server-side=false" and the line below. */
    @Test
    void recordWritesTheCommandLineAsKubectlDoes() throws IOException {
        String a = configMap("a");
        Cli.Result first = japply("apply", "-f", a, "-n", "rec", "--record", "-R", "--server-side=false");
        assertEquals("Flag --record has been deprecated, --record will be removed in the future\n", first.err());
        String cause = "japply apply --filename=" + a + " --namespace=rec --record=true --recursive=true --server-side=false";
        assertEquals(cause, stored("a").at("/metadata/annotations/kubernetes.io~1change-cause").asText());
        assertTrue(stored("a").at("/metadata/annotations/kubectl.kubernetes.io~1last-applied-configuration").asText()
                .contains("\"kubernetes.io/change-cause\":\"" + cause + "\""), "in the last-applied configuration too");

        japply("--server-side=false", "-n", "rec", "--token", "T", "--record", "-f", a + "," + a, "-v", "0");
        assertEquals("japply --server-side=false --namespace=rec --token=T --record=true --filename=" + a + "," + a + " --v=0",
                stored("a").at("/metadata/annotations/kubernetes.io~1change-cause").asText());

        Cli.Result off = japply("apply", "-n", "rec", "--record=false", "-f", a);
        assertEquals("configmap/a configured\n", off.out(), "the cause leaves with the last-applied configuration");
        assertTrue(stored("a").at("/metadata/annotations/kubernetes.io~1change-cause").isMissingNode());
    }

    @Test
    void warningsAsErrorsFailsARunThatReceivedWarnings() throws IOException {
        String a = configMap("a");
        cluster.warn("POST a", "one", "two").warn("PATCH a", "three");
        Cli.Result warned = japply("apply", "-f", a, "--warnings-as-errors");
        assertEquals(1, warned.code());
        assertEquals("configmap/a created\n", warned.out());
        assertEquals("Warning: one\nWarning: two\nerror: 2 warnings received\n", warned.err());
        Cli.Result quiet = japply("apply", "-f", a, "--warnings-as-errors=true");
        assertEquals(0, quiet.code(), "an unchanged object sends nothing, so nothing warns: " + quiet.err());
        assertEquals(0, japply("apply", "-f", a, "--warnings-as-errors=false").code());
    }

    /**
     * kubectl counts only the server's warnings (client-go's warning handler): the words it prints itself,
     * an object without the annotation and an object being deleted, leave a --warnings-as-errors run at 0.
     */
    @Test
    void warningsAsErrorsCountsOnlyTheServersWarnings() throws IOException {
        String a = configMap("a");
        assertEquals(0, japply("apply", "-f", a).code());
        ObjectNode live = stored("a");
        ((ObjectNode) live.get("metadata")).remove("annotations");
        ((ObjectNode) live.get("metadata")).put("deletionTimestamp", "2026-12-07T21:00:00Z");
        Files.writeString(Path.of(a), Files.readString(Path.of(a)).replace("k: v", "k: w"));

        Cli.Result warned = japply("apply", "-f", a, "--warnings-as-errors");
        assertEquals("configmap/a configured\n", warned.out());
        assertEquals("Warning: resource configmaps/a is missing the kubectl.kubernetes.io/last-applied-configuration"
                + " annotation which is required by kubectl apply. kubectl apply should only be used on resources"
                + " created declaratively by either kubectl create --save-config or kubectl apply. The missing"
                + " annotation will be patched automatically.\n"
                + "Warning: Detected changes to resource a which is currently being deleted.\n", warned.err());
        assertEquals(0, warned.code());
    }
}
