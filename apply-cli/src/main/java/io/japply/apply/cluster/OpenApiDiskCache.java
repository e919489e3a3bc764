package io.japply.apply.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.OpenApiFetcher;
import io.japply.threeway.meta.OpenApiV3Reduction;
import java.io.IOException;
import java.net.URI;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A group-version's OpenAPI v3 document kept on disk, cut to what patching reads ({@link OpenApiV3Reduction}),
 * under the hash the server's /openapi/v3 index gives it: the server names a changed document by a new
 * hash, so a kept one is never stale. A real API server sends a 600 KB document per group-version; read
 * and decrypted again on every run, it cost a cold one-object apply ~100 ms. kubectl keeps these answers
 * in its own HTTP cache under the same --cache-dir. Anything unreadable or unwritable here is as if
 * there were no cache: the server is asked.
 */
final class OpenApiDiskCache implements OpenApiFetcher {
    /** The index's serverRelativeURL: /openapi/v3/&lt;group-version&gt;?hash=&lt;hex&gt;. */
    private static final Pattern HASHED = Pattern.compile("/openapi/v3/([A-Za-z0-9./_-]+)\\?hash=([0-9A-Fa-f]{16,256})");

    private final OpenApiFetcher server;
    private final Path dir;

    /** {@code dir}: the folder of one server's documents. */
    OpenApiDiskCache(OpenApiFetcher server, Path dir) {
        this.server = server;
        this.dir = dir;
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
        Path file = dir.resolve(hashed.group(1).replace('/', '_') + "." + hashed.group(2) + ".json");
        Optional<JsonNode> kept = read(file);
        if (kept.isPresent()) {
            return kept;
        }
        Optional<JsonNode> fetched = server.fetch(path).map(OpenApiV3Reduction::reduce);
        fetched.ifPresent(document -> write(file, document));
        return fetched;
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
