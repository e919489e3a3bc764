package io.japply.threeway.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The copied corpus is whole and every case is run: 252 cases, 250 runnable, 2 Go-only. */
class ConformanceCountTest {

    @Test
    void everyGroupHasTheCasesTheManifestNames() {
        JsonNode manifest = ConformanceCorpus.manifest();
        int total = 0;
        for (JsonNode entry : manifest.get("files")) {
            String file = entry.get("path").asText();
            List<ConformanceCase> cases = ConformanceCorpus.group(file);
            assertEquals(entry.get("cases").asInt(), cases.size(), file);
            for (ConformanceCase c : cases) {
                assertEquals(entry.get("group").asText(), c.header().get("group").asText(), file);
                assertEquals(entry.get("cases").asInt(), c.header().get("caseCount").asInt(), file);
            }
            for (int i = 0; i < cases.size(); i++) {
                assertEquals(String.format("%s/%03d", entry.get("group").asText(), i), cases.get(i).id(), file);
            }
            total += cases.size();
        }
        assertEquals(manifest.get("totalCases").asInt(), total);
        assertEquals(252, total);
    }

    @Test
    void eachGroupFileBelongsToExactlyOneRunner() {
        List<String> run = new ArrayList<>();
        Arrays.stream(Family.values()).forEach(f -> run.addAll(f.files()));
        assertEquals(ConformanceCorpus.files().stream().sorted().toList(), run.stream().sorted().toList());
    }

    @Test
    void onlyTheTwoGoOnlyCasesAreLeftOut() {
        List<String> goOnly = ConformanceCorpus.all().stream()
                .filter(c -> c.body().path("schema").asText().equals("none")).map(ConformanceCase::id).sorted().toList();
        assertEquals(Family.GO_ONLY.keySet().stream().sorted().toList(), goOnly);
        int runnable = Arrays.stream(Family.values()).mapToInt(f -> f.cases().size()).sum();
        assertEquals(250, runnable);
    }

    /** Cases x schema sources x key orders; the schema-free families run on one source. */
    @Test
    void invocationsPerRunner() {
        Map<Family, Long> counts = new LinkedHashMap<>();
        Arrays.stream(Family.values()).forEach(f -> counts.put(f, f.invocations().count()));
        assertEquals(Map.of(Family.SORT, 8L * 3 * 2, Family.APPLY, (18L + 10 + 2) * 3 * 2,
                Family.CREATE, (22L + 94 + 2) * 3 * 2, Family.NUMBER, 7L * 3 * 2, Family.UNKNOWN_FIELD, 15L * 3 * 2,
                Family.JSON_MERGE_PATCH, (23L + 15) * 2, Family.CONFLICTS, 34L * 2), counts);
        assertEquals(1212L, counts.values().stream().mapToLong(Long::longValue).sum());
    }
}
