package io.japply.apply.internal.object;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server refused (403, 422, 404, 400...) the create or the patch of a client-side apply: kubectl names what it sent and
 * where from, inside the server's frame (k8s.io/kubectl apply.go, patcher.go, cmdutil.AddSourceToErr):
 * "Error from server (Forbidden): error when creating "FILE": " and the server's words; for a patch,
 * "error when applying patch:", the patch, "to:", its Info's two lines, "for: "FILE": error when
 * patching "FILE": " and the server's words. kubectl diff says the inner part only ({@link #asDiffSays}).
 * A server-side apply's refusal is the server's frame and words alone: kubectl returns its patch's error
 * as it is (apply.go's server-side branch wraps nothing), and cmdutil.CheckErr prints the StatusError.
 */
public final class WriteRefused extends RuntimeException {
    private static final Pattern SERVER_FRAME = Pattern.compile("(Error from server(?: \\([^)]*\\))?: )(.*)", Pattern.DOTALL);
    private static final Pattern APPLY_WORDS = Pattern.compile("(Error from server(?: \\([^)]*\\))?: )"
            + "(?:error when creating \"[^\"\\n]*\": (.*)|error when applying patch:\\n.*?\\nfor: \"[^\"\\n]*\": "
            + "(error when patching \"[^\"\\n]*\": .*))", Pattern.DOTALL);

    /**
     * The refusals of the write itself, framed as kubectl frames them: 400 (a strict decoding error), 403
     * (RBAC, an admission policy), 404 (the namespace is missing, or the object went between the read and
     * the patch), 422 (invalid). The others (401, 429, 5xx), about the connection or the server rather than
     * the write, keep japply's words, which name its document.
     */
    private static final java.util.Set<Integer> FRAMED = java.util.Set.of(400, 403, 404, 422);

    private final ClusterGateway.Refused refused;
    private final String frame;
    private final String words;
    /** The patch sent and the object's Info; null for a create. */
    private final String patch;
    private final String info;
    /** Told as the server said it, with no verb nor file (a server-side apply's patch). */
    private final boolean asSaid;

    private WriteRefused(ClusterGateway.Refused refused, Matcher server, String patch, String info, boolean asSaid) {
        super(refused.getMessage(), null, false, false);
        this.refused = refused;
        this.frame = server.group(1);
        this.words = refused.serverWords().orElse(server.group(2));
        this.patch = patch;
        this.info = info;
        this.asSaid = asSaid;
    }

    /** A refused create; empty when the server gave no answer of its own (the refusal stays as it is). */
    static Optional<WriteRefused> creating(ClusterGateway.Refused e) {
        return server(e).map(m -> new WriteRefused(e, m, null, null, false));
    }

    /** A refused server-side apply (its patch, or the read before it of a diff): told as the server said it. */
    static Optional<WriteRefused> serverSide(ClusterGateway.Refused e) {
        return server(e).map(m -> new WriteRefused(e, m, null, null, true));
    }

    /** A refused patch, {@code patch} as sent (without the resourceVersion japply locks it with, as kubectl's). */
    static Optional<WriteRefused> patching(ClusterGateway.Refused e, ObjectRef ref, ClusterGateway.Served served,
                                           String patch) {
        return server(e).map(m -> new WriteRefused(e, m, patch, ReadRefused.info(ref, served), false));
    }

    /**
     * The server's frame and words of a refusal of the object ({@link #FRAMED}), as kubectl frames it
     * (cmdutil.AddSourceToErr); other failures keep japply's words, which name the document in the file.
     */
    private static Optional<Matcher> server(ClusterGateway.Refused e) {
        Matcher m = SERVER_FRAME.matcher(e.getMessage() == null ? "" : e.getMessage());
        return !FRAMED.contains(e.code()) || !m.matches() ? Optional.empty() : Optional.of(m);
    }

    ClusterGateway.Refused refused() {
        return refused;
    }

    /** kubectl apply's text, the file named as it was given ({@code source}). */
    public String text(String source) {
        if (asSaid) {
            return frame + words;
        }
        return patch == null ? frame + "error when creating \"" + source + "\": " + words
                : frame + "error when applying patch:\n" + patch + "\nto:\n" + info + "\nfor: \"" + source
                + "\": error when patching \"" + source + "\": " + words;
    }

    /**
     * kubectl diff's words for a server-side apply's conflict ({@code cause} the failure, {@code text} its
     * apply words): the server's frame and words, without apply's advice; empty for any other failure.
     */
    public static Optional<String> conflictAsDiffSays(RuntimeException cause, String text) {
        return ServerSideApply.conflictWords(cause, text).map(words -> "Error from server (Conflict): " + words);
    }

    /**
     * kubectl diff's words for the same refusal: its dry-run patch is refused as "error when patching
     * "FILE": ...", its dry-run create with the server's words alone; any other text as it is.
     */
    public static String asDiffSays(String text) {
        Matcher m = APPLY_WORDS.matcher(text);
        if (!m.matches()) {
            return text;
        }
        return m.group(1) + (m.group(2) != null ? m.group(2) : m.group(3));
    }
}
