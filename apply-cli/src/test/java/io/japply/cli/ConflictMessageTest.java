package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.apply.cluster.ObjectRef;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26 items 6 and 7: a conflict names each path with its last-applied, live and new values, one
 * per line (not YAML of the patch flattened into one line, not the new annotation shown as the live
 * one), and no message about a Secret carries its values.
 */
@Timeout(60)
class ConflictMessageTest {
    private static final String SETTINGS = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\ndata: {ttl: '900'}\n";
    private static final String DB = "apiVersion: v1\nkind: Secret\nmetadata: {name: db}\ndata: {password: b2xkLXBhc3N3b3Jk}\n";

    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();
    private final FakeCluster cluster = job.cluster;

    private FakeJob.Run japply(String... args) {
        return job.japply(args);
    }

    private String write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text).toString();
    }

    @Test
    void applyNamesEachConflictingPathWithItsThreeValues() throws IOException {
        japply("apply", "-f", write("cm.yaml", SETTINGS));
        cluster.objects.get(new ObjectRef("v1", "ConfigMap", "default", "settings")).withObject("/data").put("ttl", "600");
        FakeJob.Run run = japply("apply", "-f", write("cm.yaml", SETTINGS.replace("900", "1200")), "--overwrite=false");
        assertEquals(1, run.code());
        List<String> lines = run.err().lines().toList();
        assertTrue(lines.get(0).endsWith(": someone else changed the live object where this apply changes it too:"), run.err());
        assertEquals("  data.ttl: last applied 900, live 600, this apply 1200", lines.get(1), run.err());
        assertEquals("error: 1 of 1 object failed", lines.get(2), run.err());
        assertEquals(3, lines.size(), run.err());
    }

    @Test
    void computePatchShowsNoYamlDebrisAndTheLiveAnnotationAsLive() throws IOException {
        String annotation = "{\"apiVersion\":\"v1\",\"data\":{\"ttl\":\"900\"},\"kind\":\"ConfigMap\",\"metadata\":"
                + "{\"annotations\":{},\"name\":\"settings\",\"namespace\":\"default\"}}";
        String current = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  namespace: default\n"
                + "  annotations:\n    kubectl.kubernetes.io/last-applied-configuration: '" + annotation + "'\ndata: {ttl: '600'}\n";
        FakeJob.Run run = japply("compute-patch", "--modified", write("m.yaml", SETTINGS.replace("900", "1200")),
                "--current", write("c.yaml", current), "--overwrite=false");
        assertEquals(1, run.code());
        assertFalse(run.err().contains("\\\""), run.err());
        List<String> lines = run.err().lines().toList();
        assertTrue(Pattern.matches("  metadata.annotations\\[kubectl.kubernetes.io/last-applied-configuration]: last applied"
                + " \\(none\\), live \\{.*\"ttl\":\"900\".*, this apply \\{.*\"ttl\":\"1200\".*", lines.get(1)), run.err());
        assertEquals("  data.ttl: last applied 900, live 600, this apply 1200", lines.get(2), run.err());
    }

    @Test
    void aSecretsConflictNamesPathsWithoutValues() throws IOException {
        japply("apply", "-f", write("db.yaml", DB));
        cluster.objects.get(new ObjectRef("v1", "Secret", "default", "db")).withObject("/data")
                .put("password", "aGFuZC1yb3RhdGVk");
        FakeJob.Run run = japply("apply", "-f", write("db.yaml", DB.replace("b2xkLXBhc3N3b3Jk", "bmV3LXBhc3N3b3Jk")),
                "--overwrite=false");
        assertEquals(1, run.code());
        assertTrue(run.err().contains("\n  data.password: last applied ***, live ***, this apply ***\n"), run.err());
        for (String secret : List.of("b2xkLXBhc3N3b3Jk", "old-password", "aGFuZC1yb3RhdGVk", "hand-rotated",
                "bmV3LXBhc3N3b3Jk", "new-password")) {
            assertFalse(run.err().contains(secret), run.err());
        }
    }

    @Test
    void batchErrorsAboutASecretCarryNoValues() throws IOException {
        String secret = "{\"apiVersion\": \"v1\", \"kind\": \"Secret\", \"metadata\": {\"name\": \"db\"},"
                + " \"data\": {\"password\": \"b2xkLXBhc3N3b3Jk\"}}";
        String line = "{\"id\": 1, \"target\": " + secret + ", \"patch\": {\"data\": {\"$patch\": \"foo\","
                + " \"password\": \"bmV3LXBhc3N3b3Jk\"}}}\n";
        FakeJob.Run run = japply("patch", "--local", "--batch", write("in.jsonl", line));
        assertTrue(run.out().contains("unknown patch type: foo"), run.out());
        assertFalse(run.out().contains("b2xkLXBhc3N3b3Jk") || run.out().contains("bmV3LXBhc3N3b3Jk"), run.out());
    }

    @Test
    void patchLocalOfASecretNeverPrintsItsValues() throws IOException {
        String patch = "{\"data\": {\"$patch\": \"foo\", \"password\": \"bmV3\", \"token\": \"dG9rZW4tdmFsdWU=\"}}";
        FakeJob.Run run = japply("patch", "--local", "-f", write("db.yaml", DB), "-p", patch);
        assertEquals(1, run.code());
        assertTrue(run.err().contains("unknown patch type: foo"), run.err());
        for (String secret : List.of("bmV3", "dG9rZW4tdmFsdWU=", "b2xkLXBhc3N3b3Jk")) {
            assertFalse(run.err().contains(secret), run.err());
        }
    }
}
