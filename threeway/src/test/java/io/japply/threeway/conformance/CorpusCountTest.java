package io.japply.threeway.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** The copied corpus is whole: every file of the manifest, with its case count, 252 in all. */
class CorpusCountTest {

    @Test
    void everyGroupHasTheCasesTheManifestNames() {
        JsonNode manifest = Corpus.read("manifest.yaml");
        int total = 0;
        for (JsonNode f : manifest.get("files")) {
            int loaded = Corpus.load(f.get("path").asText()).size();
            assertEquals(f.get("cases").asInt(), loaded, f.get("path").asText());
            total += loaded;
        }
        assertEquals(252, total);
    }
}
