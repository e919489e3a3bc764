package io.japply.apply.internal.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.OpenApiFetcher;
import io.japply.threeway.meta.OpenApiV3Reduction;
import java.io.IOException;
import java.net.URI;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A group-version's OpenAPI v3 document kept in memory for as long as its gateway lives (a library
 * caller applying again and again asks the server once), and on disk when a folder is given, cut to what patching reads ({@link OpenApiV3Reduction}),
 * under the hash the server's /openapi/v3 index gives it: the server names a changed document by a new
 * hash, so a kept one is never stale. A real API server sends a 600 KB document per group-version; read
 * and decrypted again on every run, it cost a cold one-object apply ~100 ms. kubectl keeps these answers
 * in its own HTTP cache under the same --cache-dir. Anything unreadable or unwritable here is as if
 * there were no cache: the server is asked.
 */
final class KeptOpenApiDocuments implements OpenApiFetcher {
    /** The index's serverRelativeURL: /openapi/v3/&lt;group-version&gt;?hash=&lt;hex&gt;. */
    private static final Pattern HASHED = Pattern.compile("/openapi/v3/([A-Za-z0-9./_-]+)\\?hash=([0-9A-Fa-f]{16,256})");

    private final OpenApiFetcher server;
    private final Path dir;
    private final Map<String, JsonNode> kept;

    /** {@code dir}: the folder of one server's documents, or null; {@code kept}: the documents already read, by path. */
    KeptOpenApiDocuments(OpenApiFetcher server, Path dir, Map<String, JsonNode> kept) {
        this.server = server;
        this.dir = dir;
        this.kept = kept;
    }

    /** A document as the server sent it; text that is not JSON is the server's failure, named by its path. */
    static JsonNode document(String path, String text) {
        try {
            return Json.parse(text);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new ClusterGateway.Refused(ClusterGateway.Refused.NOT_JSON, RawRequests.notJson("GET " + path));
        }
    }

    /** The folder of a server's documents under a cache root: kubectl's way of naming it (host and port). */
    static Path folder(Path root, String serverUrl) {
        URI uri = URI.create(serverUrl);
        String name = (uri.getHost() == null ? "server" : uri.getHost()) + (uri.getPort() < 0 ? "" : "_" + uri.getPort());
        return root.resolve("japply-openapi").resolve(name.replaceAll("[^A-Za-z0-9.-]", "_"));
    }

    @Override
    public Optional<JsonNode> fetch(String path) {
        Matcher hashed = HASHED.matcher(path);
        if (!hashed.matches()) {
            return server.fetch(path);
        }
        JsonNode known = kept.get(path);
        if (known != null) {
            return Optional.of(known);
        }
        Path file = dir == null ? null : dir.resolve(hashed.group(1).replace('/', '_') + "." + hashed.group(2) + ".json");
        Optional<JsonNode> document = file == null ? Optional.empty() : read(file);
        if (document.isEmpty()) {
            document = server.fetch(path).map(OpenApiV3Reduction::reduce);
            document.filter(d -> file != null).ifPresent(d -> write(file, d));
        }
        document.ifPresent(d -> kept.put(path, d));
        return document;
    }

    private static Optional<JsonNode> read(Path file) {
        try {
            return Files.isRegularFile(file) ? Optional.of(Json.parse(Files.readString(file))) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // half-written by a crash, or changed by hand: asked again, and written again
        }
    }

    /** Through a file of this process's own, moved into place: a run reading meanwhile sees all of it or nothing. */
    private static void write(Path file, JsonNode document) {
        Path temporary = null;
        try {
            Files.createDirectories(file.getParent());
            temporary = Files.createTempFile(file.getParent(), ".openapi", ".tmp");
            Files.writeString(temporary, Json.compact(document));
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException e) {
            deleteQuietly(temporary); // a read-only home: no cache, nothing else changes
        }
    }

    private static void deleteQuietly(Path temporary) {
        try {
            if (temporary != null) {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException e) {
            // a stray temporary file, ignored by readers
        }
    }
}
