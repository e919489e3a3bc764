package io.japply.apply.internal.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.OpenApiFetcher;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Documents named by a hash are asked of the server once and then read from disk, cut to what patching reads. */
class KeptOpenApiDocumentsTest {
    private static final String HASH = "3A554FFC7B8C9D3A7D7FFB71404E158FA1A319F8F8B78B8BBA92CB242E30DB15";
    private static final String APPS = "/openapi/v3/apis/apps/v1?hash=" + HASH;
    private static final String DOCUMENT = """
            {"components":{"schemas":{"io.k8s.api.apps.v1.Deployment":{"description":"long words","type":"object",
             "x-kubernetes-group-version-kind":[{"group":"apps","kind":"Deployment","version":"v1"}],
             "properties":{"spec":{"description":"more words","allOf":[{"$ref":"#/components/schemas/spec"}]}}}}},
             "paths":{"/apis/apps/v1/namespaces/{namespace}/deployments/{name}":{"get":{"description":"read"},
              "patch":{"requestBody":{"content":{"application/strategic-merge-patch+json":{"schema":{}}}},
               "x-kubernetes-group-version-kind":{"group":"apps","kind":"Deployment","version":"v1"}}}}}""";

    @TempDir
    Path dir;
    private final List<String> asked = new ArrayList<>();
    private final OpenApiFetcher server = path -> {
        asked.add(path);
        try {
            return Optional.of(Json.parse(path.startsWith("/openapi/v3/") ? DOCUMENT : "{\"paths\":{}}"));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    };

    @Test
    void aHashedDocumentIsAskedOnceThenReadFromDisk() {
        JsonNode first = new KeptOpenApiDocuments(server, dir, new java.util.HashMap<>()).fetch(APPS).orElseThrow();
        JsonNode second = new KeptOpenApiDocuments(server, dir, new java.util.HashMap<>()).fetch(APPS).orElseThrow();
        assertEquals(List.of(APPS), asked, "the second run read it from disk");
        assertEquals(first, second);
        assertFalse(first.toString().contains("words"), "descriptions are not kept: " + first);
        assertTrue(first.at("/paths/~1apis~1apps~1v1~1namespaces~1{namespace}~1deployments~1{name}/patch/requestBody/content")
                .has("application/strategic-merge-patch+json"));
        assertEquals("#/components/schemas/spec",
                first.at("/components/schemas/io.k8s.api.apps.v1.Deployment/properties/spec/allOf/0/$ref").asText());
    }

    @Test
    void theIndexAndAnotherHashAreAskedEveryTime() {
        KeptOpenApiDocuments cache = new KeptOpenApiDocuments(server, dir, new java.util.HashMap<>());
        cache.fetch("/openapi/v3");
        cache.fetch("/openapi/v3");
        cache.fetch(APPS);
        cache.fetch(APPS.replace("3A55", "4B66"));
        assertEquals(List.of("/openapi/v3", "/openapi/v3", APPS, APPS.replace("3A55", "4B66")), asked);
    }

    @Test
    void aDamagedFileIsAskedAgainAndRewritten() throws Exception {
        new KeptOpenApiDocuments(server, dir, new java.util.HashMap<>()).fetch(APPS);
        Path file;
        try (var files = Files.list(dir)) {
            file = files.filter(f -> f.toString().endsWith(".json")).findFirst().orElseThrow();
        }
        Files.writeString(file, "{\"components\":");
        assertTrue(new KeptOpenApiDocuments(server, dir, new java.util.HashMap<>()).fetch(APPS).isPresent());
        assertEquals(2, asked.size());
        assertTrue(Files.readString(file).endsWith("}"), "written whole again");
    }

    @Test
    void aFolderThatCannotBeWrittenMeansNoCacheNotAFailure() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("file"), "x");
        assertTrue(new KeptOpenApiDocuments(server, notAFolder.resolve("below"), new java.util.HashMap<>()).fetch(APPS).isPresent());
        assertTrue(new KeptOpenApiDocuments(server, notAFolder.resolve("below"), new java.util.HashMap<>()).fetch(APPS).isPresent());
        assertEquals(2, asked.size());
    }

    @Test
    void withoutAFolderADocumentIsKeptInMemoryForTheGatewaysLife() {
        java.util.Map<String, JsonNode> kept = new java.util.HashMap<>();
        new KeptOpenApiDocuments(server, null, kept).fetch(APPS);
        new KeptOpenApiDocuments(server, null, kept).fetch(APPS);
        assertEquals(List.of(APPS), asked, "asked once by two runs of one gateway");
    }

    @Test
    void eachServerHasAFolderOfItsOwn() {
        assertEquals(dir.resolve("japply-openapi").resolve("127.0.0.1_6443"),
                KeptOpenApiDocuments.folder(dir, "https://127.0.0.1:6443"));
        assertEquals(dir.resolve("japply-openapi").resolve("api.example.com"),
                KeptOpenApiDocuments.folder(dir, "https://api.example.com/"));
    }
}
