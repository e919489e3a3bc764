package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.annotations.LastApplied;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * view-last-applied masks a Secret's values (data, stringData, and their copy in the last-applied
 * annotation) unless --show-secrets (issue 26 item 7); apply -o json|yaml is data a pipeline reads and
 * prints them, as kubectl does (issue 35 section 4).
 */
@Timeout(60)
class SecretOutputTest {
    private static final String DB = "apiVersion: v1\nkind: Secret\nmetadata: {name: db}\n"
            + "data: {password: c2VjcmV0LXBhc3M=}\nstringData: {token: plain-token}\n";

    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();
    private final FakeCluster cluster = job.cluster;

    private FakeJob.Run japply(String... args) {
        return job.japply(args);
    }

    private String file() throws IOException {
        return Files.writeString(dir.resolve("db.yaml"), DB).toString();
    }

    private static void assertMasked(String out) {
        assertFalse(out.contains("c2VjcmV0LXBhc3M") || out.contains("plain-token") || out.contains("secret-pass"), out);
    }

    @Test
    void applyOutputPrintsSecretValuesAsKubectl() throws IOException {
        FakeJob.Run json = japply("apply", "-f", file(), "-o", "json");
        assertEquals(0, json.code(), json.err());
        JsonNode printed = Json.parse(json.out());
        assertEquals("c2VjcmV0LXBhc3M=", printed.at("/data/password").asText());
        assertTrue(printed.at("/metadata/annotations").get(LastApplied.KEY).asText().contains("plain-token"));
        assertTrue(japply("apply", "-f", file(), "-o", "yaml").out().contains("password: c2VjcmV0LXBhc3M="));
        assertEquals("", json.err());
    }

    @Test
    void viewLastAppliedMasksSecretValuesUnlessAskedFor() throws IOException {
        japply("apply", "-f", file());
        FakeJob.Run view = japply("apply", "view-last-applied", "-f", file());
        assertEquals(0, view.code(), view.err());
        assertMasked(view.out());
        assertTrue(view.out().contains("password: '***'"), view.out());
        FakeJob.Run json = japply("apply", "view-last-applied", "-f", file(), "-o", "json");
        assertMasked(json.out());
        FakeJob.Run shown = japply("apply", "view-last-applied", "-f", file(), "--show-secrets");
        assertTrue(shown.out().contains("c2VjcmV0LXBhc3M=") && shown.out().contains("plain-token"), shown.out());
    }
}
