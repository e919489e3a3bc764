package io.japply.cli.report;

import java.net.URI;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;

/** What request tracing must never print: credentials in headers and the data of Secrets. */
final class Masking {
    private static final Set<String> CREDENTIAL_HEADERS = Set.of("authorization", "proxy-authorization");

    private Masking() {
    }

    /** A credential header keeps its scheme only ({@code Bearer <masked>}, as kubectl prints it); others as they are. */
    static String header(String name, String value) {
        if (!CREDENTIAL_HEADERS.contains(name.toLowerCase(Locale.ROOT))) {
            return value;
        }
        int space = value.indexOf(' ');
        return space < 0 ? "<masked>" : value.substring(0, space) + " <masked>";
    }

    /**
     * Whether a URL reads or writes Secrets: any path segment "secrets" (a ConfigMap named "secrets"
     * is hidden too: better one body too few in a log than one Secret in it).
     */
    static boolean isSecret(URI uri) {
        String path = uri.getRawPath() == null ? "" : uri.getRawPath();
        return Arrays.asList(path.split("/")).contains("secrets");
    }
}
