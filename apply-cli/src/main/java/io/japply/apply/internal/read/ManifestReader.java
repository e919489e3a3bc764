package io.japply.apply.internal.read;

import io.japply.apply.model.Manifest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import io.japply.apply.model.Failure;

/**
 * Reads what {@code kubectl apply -f} reads: files, directories (their .json, .yaml and .yml files in
 * lexical order; subdirectories only with -R), "-" for standard input, http(s) URLs; several documents per file;
 * {@code kind: List} expanded. A bad document yields an invalid {@link Manifest}, so the others go on.
 */
public final class ManifestReader {

    private final Documents documents;
    private final Consumer<Manifest> onRead;

    public ManifestReader(Documents documents) {
        this(documents, manifest -> { });
    }

    /**
     * A reader that also hands each manifest to {@code onRead} as soon as its file is read, from the
     * thread that read it and in no set order, so that work on the first objects (discovery of their
     * kinds) can start while the other files are still being read.
     */
    public ManifestReader(Documents documents, Consumer<Manifest> onRead) {
        this.documents = documents;
        this.onRead = onRead;
    }

    public List<Manifest> read(List<String> filenames, boolean recursive) {
        List<java.util.concurrent.Callable<List<Manifest>>> reads = new ArrayList<>();
        for (String name : filenames) {
            if (name.startsWith("http://") || name.startsWith("https://")) {
                reads.add(() -> readUrl(name));
                continue;
            }
            Path path = documents.path(name);
            if (!Documents.STDIN.equals(name) && Files.isDirectory(path)) {
                listed(name, path, recursive, reads);
            } else {
                reads.add(() -> readFile(name));
            }
        }
        List<java.util.concurrent.Callable<List<Manifest>>> told = new ArrayList<>();
        for (java.util.concurrent.Callable<List<Manifest>> read : reads) {
            told.add(() -> {
                List<Manifest> manifests = read.call();
                manifests.forEach(onRead);
                return manifests;
            });
        }
        List<Manifest> out = new ArrayList<>();
        OrderedReads.run(told).forEach(out::addAll);
        return out;
    }

    /** The directory's files as reads; a listing that fails fails in its place, after the reads before it. */
    private void listed(String name, Path dir, boolean recursive, List<java.util.concurrent.Callable<List<Manifest>>> reads) {
        try {
            // each file named under the directory's name as given, as kubectl names it in messages
            ManifestFiles.in(dir, recursive).forEach(file ->
                    reads.add(() -> readFile(Path.of(name).resolve(dir.relativize(file)).toString())));
        } catch (RuntimeException e) {
            reads.add(() -> {
                throw e;
            });
        }
    }

    List<Manifest> readFile(String source) {
        return fromText(source, documents.readManifestText(source));
    }

    /** Why a URL could not be read: the JDK's ConnectException and timeouts carry no message of their own. */
    private static String cause(Exception e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.net.ConnectException) {
                return "connection refused";
            }
            if (t instanceof java.net.http.HttpTimeoutException) {
                return "no answer in time";
            }
            if (t instanceof java.net.UnknownHostException || t instanceof java.nio.channels.UnresolvedAddressException) {
                return "no such host";
            }
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                return t.getMessage().strip();
            }
        }
        return e.getClass().getSimpleName();
    }

    /** The manifests at a URL, as kubectl reads them: a GET, redirects followed, anything but 200 an error. */
    private static List<Manifest> readUrl(String url) {
        try {
            HttpResponse<byte[]> response = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
                    .connectTimeout(Duration.ofSeconds(30)).build()
                    .send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(60)).GET().build(),
                            HttpResponse.BodyHandlers.ofByteArray());
            if (response.statusCode() != 200) {
                return List.of(Manifest.invalid(url, 1, 0, "GET answered " + response.statusCode()));
            }
            return fromText(url, ManifestText.decode(response.body()));
        } catch (IOException | IllegalArgumentException e) {
            return List.of(Manifest.invalid(url, 1, 0, "cannot read: " + cause(e)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of(Manifest.invalid(url, 1, 0, "interrupted"));
        }
    }

    /** The objects of one text, split into documents and Lists as for a file. */
    public static List<Manifest> fromText(String source, String text) {
        return fromText(source, ManifestText.of(text));
    }

    /** The objects of a decoded file: one that is no text fails whole, a document on a line that is no UTF-8 fails alone. */
    static List<Manifest> fromText(String source, ManifestText text) {
        if (text.wholeError() != null) {
            return List.of(Manifest.invalid(source, 1, 0, text.wholeError()));
        }
        List<Manifest> out = new ArrayList<>();
        List<Chunk> chunks = Chunk.chunks(text.text());
        for (int i = 0; i < chunks.size(); i++) {
            Chunk chunk = chunks.get(i);
            int bad = text.badLineIn(chunk.firstLine(), chunk.lastLine());
            out.addAll(bad > 0 ? List.of(Manifest.invalid(source, i + 1, 0, ManifestText.notUtf8(bad)))
                    : fromChunk(source, i + 1, chunk));
        }
        return out;
    }

    private static List<Manifest> fromChunk(String source, int document, Chunk chunk) {
        List<JsonNode> nodes;
        try {
            // lines of the file, not the chunk
            nodes = chunk.json() ? Documents.parseAll(chunk.text(), source, chunk.firstLine() - 1)
                    : Documents.parseYaml(chunk.text(), source, chunk.firstLine() - 1);
        } catch (Failure e) {
            return List.of(Manifest.invalid(source, document, 0, e.getMessage().substring(source.length() + 2)));
        }
        List<Manifest> out = new ArrayList<>();
        for (JsonNode node : nodes) {
            out.addAll(TypedLists.expand(node, (item, object) -> check(source, document, item, object),
                    (item, reason) -> Manifest.invalid(source, document, item, reason)));
        }
        return out;
    }

    private static final String KUSTOMIZE_GROUP = "kustomize.config.k8s.io/";

    /** What apply needs of every object: apiVersion, kind and a name. */
    private static Manifest check(String source, int document, int item, JsonNode node) {
        if (!(node instanceof ObjectNode object)) {
            return Manifest.invalid(source, document, item, "expected an object, found " + Documents.kind(node));
        }
        for (String field : List.of("apiVersion", "kind")) {
            if (!object.path(field).isTextual() || object.path(field).asText().isEmpty()) {
                return Manifest.invalid(source, document, item, "missing " + field);
            }
        }
        if (object.path("apiVersion").asText().startsWith(KUSTOMIZE_GROUP)) {
            // kubectl reports "no matches for kind" (no cluster serves the group); a missing name would hide why
            return Manifest.invalid(source, document, item, "a kustomize file, not an object for the cluster (kind "
                    + object.path("kind").asText() + " in " + object.path("apiVersion").asText()
                    + " is kustomize's own): apply its directory with -k");
        }
        JsonNode name = object.path("metadata").path("name");
        if (name.isValueNode() && !name.isTextual() && !name.isNull()) {
            return Manifest.invalid(source, document, item, "metadata.name must be text, found " + name.getNodeType()
                    .name().toLowerCase(java.util.Locale.ROOT) + " " + name + " (as for kubectl, YAML reads a plain y, n, yes,"
                    + " no, on, off as booleans and 0x1F, 017 as numbers: quote it)");
        }
        if (!name.isTextual() || name.asText().isEmpty()) {
            return Manifest.invalid(source, document, item, "missing metadata.name");
        }
        Optional<String> badName = ObjectNames.nameProblem(object.path("apiVersion").asText(), object.path("kind").asText(),
                name.asText());
        if (badName.isPresent()) {
            return Manifest.invalid(source, document, item, badName.get());
        }
        return StringMaps.problem(object).map(reason -> Manifest.invalid(source, document, item, reason))
                .orElseGet(() -> Manifest.of(source, document, item, object));
    }
}
