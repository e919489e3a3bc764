package io.japply.apply;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.internal.read.Documents;
import io.japply.apply.internal.read.ManifestReader;
import java.io.InputStream;
import java.util.List;
import io.japply.apply.model.Manifest;

/**
 * Manifests read as {@code kubectl apply -f} reads them: files, directories (-R: their
 * subdirectories too), http(s) URLs, YAML or JSON text, several documents per file, {@code List}s
 * expanded. A document that is not an object does not stop the others: it becomes a failed result
 * of the apply, naming its file and document. Immutable.
 */
public final class Manifests {
    /** The file name that means standard input ({@code -f -}), read once. */
    public static final String STDIN = Documents.STDIN;

    private final List<Manifest> manifests;

    private Manifests(List<Manifest> manifests) {
        this.manifests = List.copyOf(manifests);
    }

    /** Reads files, directories and URLs; {@code recursive} also reads the subdirectories of directories. */
    public static Manifests read(List<String> paths, boolean recursive) {
        return new Manifests(new ManifestReader(new Documents(InputStream.nullInputStream())).read(paths, recursive));
    }

    /**
     * Reads as {@link #read(List, boolean)} does, standard input ({@link #STDIN}) from {@code stdin}, each
     * document handed to {@code onRead} as soon as its file is read (from the reading thread): every
     * document, objects and not, in input order.
     */
    public static List<Manifest> read(List<String> paths, boolean recursive, InputStream stdin,
                                      java.util.function.Consumer<Manifest> onRead) {
        return new ManifestReader(new Documents(stdin), onRead).read(paths, recursive);
    }

    /** As {@link #read(List, boolean, InputStream, java.util.function.Consumer)}, relative names read in {@code directory}. */
    public static List<Manifest> read(List<String> paths, boolean recursive, InputStream stdin,
                                      java.util.function.Consumer<Manifest> onRead, java.nio.file.Path directory) {
        return new ManifestReader(new Documents(stdin, directory), onRead).read(paths, recursive);
    }

    /** Reads YAML or JSON text; {@code source} names it in messages (a file name, "inline"). */
    public static Manifests parse(String source, String text) {
        return new Manifests(ManifestReader.fromText(source, text));
    }

    /** Every document read, objects and not, each with its file and index, in input order. */
    public List<Manifest> all() {
        return manifests;
    }

    /** How many objects (and documents that are not objects) there are. */
    public int size() {
        return manifests.size();
    }

    /** The objects read, as Jackson trees, in input order; documents that are not objects are left out. */
    public List<ObjectNode> objects() {
        return manifests.stream().filter(m -> m.problem().isEmpty()).map(m -> m.object().deepCopy()).toList();
    }

    /** Why documents are not objects: "file, document N: reason" each. */
    public List<String> problems() {
        return manifests.stream().filter(m -> m.problem().isPresent()).map(m -> m.where() + ": " + m.error()).toList();
    }

    /** For the library and the command line: the manifests as the pipeline takes them. */
    static Manifests of(List<Manifest> manifests) {
        return new Manifests(manifests);
    }

    List<Manifest> list() {
        return manifests;
    }
}
