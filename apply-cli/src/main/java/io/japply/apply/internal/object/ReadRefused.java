package io.japply.apply.internal.object;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server refused the GET of the live object before a client-side apply: kubectl names what it read
 * and where from, inside the server's frame ("Error from server (Forbidden): error when retrieving
 * current configuration of:", its Info's two lines, "from server for: "FILE": " and the server's words;
 * k8s.io/kubectl apply.go and set_last_applied.go, cmdutil.AddSourceToErr).
 */
public final class ReadRefused extends RuntimeException {
    private static final Pattern SERVER_FRAME = Pattern.compile("(Error from server(?: \\([^)]*\\))?: )(.*)", Pattern.DOTALL);

    private final ClusterGateway.Refused refused;
    private final String frame;
    private final String words;
    private final String info;

    private ReadRefused(ClusterGateway.Refused refused, String frame, String words, String info) {
        super(refused.getMessage(), null, false, false);
        this.refused = refused;
        this.frame = frame;
        this.words = words;
        this.info = info;
    }

    /** Empty when the server gave no answer of its own (nothing reached it): the refusal stays as it is. */
    public static Optional<ReadRefused> of(ClusterGateway.Refused e, ObjectRef ref, ClusterGateway.Served served) {
        Matcher m = SERVER_FRAME.matcher(e.getMessage() == null ? "" : e.getMessage());
        if (e.code() == 0 || !m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new ReadRefused(e, m.group(1), m.group(2), info(ref, served)));
    }

    /** kubectl's Info.String(): the object's resource and kind, its name and namespace, on two lines. */
    static String info(ObjectRef ref, ClusterGateway.Served served) {
        String apiVersion = ref.apiVersion();
        String groupVersion = apiVersion.contains("/") ? apiVersion : "/" + apiVersion;
        return "Resource: \"" + groupVersion + ", Resource=" + served.plural() + "\", GroupVersionKind: \""
                + groupVersion + ", Kind=" + ref.kind() + "\"\nName: \"" + ref.name() + "\", Namespace: \""
                + (ref.namespace() == null ? "" : ref.namespace()) + "\"";
    }

    ClusterGateway.Refused refused() {
        return refused;
    }

    /** kubectl's text, the file named as it was given ({@code source}). */
    public String text(String source) {
        return frame + "error when retrieving current configuration of:\n" + info + "\nfrom server for: \""
                + source + "\": " + words;
    }
}
