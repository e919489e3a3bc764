package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.cli.wait.WaitText;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * --summary=json names a failed object's namespace from -n (none for a document that is no object); counts
 * read "1 object", "2 objects".
 */
class SummaryWordsTest {
    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();

    @Test
    void aFailedObjectIsInTheNamespaceOfDashN() throws Exception {
        Path file = Files.writeString(dir.resolve("t.yaml"), "apiVersion: nope/v1\nkind: Thing\nmetadata: {name: t}\n");
        FakeJob.Run run = job.japply("-f", file.toString(), "-n", "shop", "--summary=json");
        assertEquals(1, run.code(), run.err());
        JsonNode record = Cli.parse(run.out()).at("/objects/0");
        assertTrue(record.get("error").asText().contains("no matches for kind \"Thing\" in version \"nope/v1\""), record.toString());
        assertEquals("shop", record.get("namespace").asText(null), record.toString());
        assertTrue(run.err().contains("error: 1 of 1 object failed\n"), run.err());
    }

    @Test
    void aDocumentThatIsNoObjectNamesNoNamespaceAndAnEmptyOneIsNone() throws Exception {
        Path file = Files.writeString(dir.resolve("t.yaml"), "- just\n- a list\n---\n"
                + "apiVersion: nope/v1\nkind: Thing\nmetadata: {name: t, namespace: ''}\n");
        JsonNode records = Cli.parse(job.japply("-f", file.toString(), "-n", "shop", "--summary=json").out()).at("/objects");
        assertEquals(2, records.size(), records.toString());
        assertTrue(records.get(0).get("namespace").isNull(), records.get(0).toString());
        assertTrue(records.get(0).get("kind").isNull(), records.get(0).toString());
        assertEquals("shop", records.get(1).get("namespace").asText(null), records.get(1).toString());
        JsonNode withoutN = Cli.parse(job.japply("-f", file.toString(), "--summary=json").out()).at("/objects/1");
        assertTrue(withoutN.get("namespace").isNull(), "an empty namespace is none: " + withoutN);
    }

    @Test
    void countsAgreeInNumber() {
        assertEquals("1 object", WaitText.objects(1));
        assertEquals("2 objects", WaitText.objects(2));
    }
}
