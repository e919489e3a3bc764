package io.japply.apply.internal.read;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Names the API server would refuse, refused before anything is sent, in the server's words as kubectl
 * prints them: {@code The ConfigMap "bad name" is invalid: metadata.name: Invalid value: "bad name": a
 * lowercase RFC 1123 subdomain must consist of ...}.
 *
 * <p>Only kinds whose rule is known (the built-in kinds below, from Kubernetes 1.32's validation) are
 * checked against it. Any other kind (RBAC's, whose names may hold ':', custom resources, aggregated
 * APIs with their own rules) is checked only for what can never be one path segment ("", ".", "..",
 * '/', '%'), as client-go does; the server judges the rest. A namespace is checked only for the same
 * (see {@link #namespaceProblem}).
 */
public final class ObjectNames {
    /** How a kind's names are validated by the API server. */
    enum Rule {
        DNS_SUBDOMAIN(253, "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*",
                "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must"
                        + " start and end with an alphanumeric character", "'example.com'"),
        DNS_LABEL(63, "[a-z0-9]([-a-z0-9]*[a-z0-9])?", "a lowercase RFC 1123 label must consist of lower case"
                + " alphanumeric characters or '-', and must start and end with an alphanumeric character",
                "'my-name',  or '123-abc'"),
        DNS_1035_LABEL(63, "[a-z]([-a-z0-9]*[a-z0-9])?", "a DNS-1035 label must consist of lower case alphanumeric"
                + " characters or '-', start with an alphabetic character, and end with an alphanumeric character",
                "'my-name',  or 'abc-123'"),
        /** Only what a path segment can never be: the server judges the rest. */
        PATH_SEGMENT(0, null, null, null);

        private final int maxLength;
        private final Pattern pattern;
        private final String regexError;

        Rule(int maxLength, String regex, String message, String examples) {
            this.maxLength = maxLength;
            this.pattern = regex == null ? null : Pattern.compile(regex);
            this.regexError = regex == null ? null
                    : message + " (e.g. " + examples + ", regex used for validation is '" + regex + "')";
        }

        /** The server's messages for this name (apimachinery's IsDNS1123Subdomain, ...); empty when valid. */
        List<String> problems(String name) {
            if (pattern == null) {
                return pathSegment(name);
            }
            List<String> problems = new ArrayList<>();
            if (name.getBytes(StandardCharsets.UTF_8).length > maxLength) {
                problems.add("must be no more than " + maxLength + " characters");
            }
            if (!pattern.matcher(name).matches()) {
                boolean dots = this == DNS_LABEL && DNS_SUBDOMAIN.pattern.matcher(name).matches();
                problems.add(dots ? "must not contain dots" : regexError);
            }
            return problems;
        }
    }

    /** Built-in kinds by "group/Kind" ("" the core group), from k8s.io/kubernetes/pkg/apis/&#42;/validation. */
    private static final Map<String, Rule> RULES = rules();

    private ObjectNames() {
    }

    private static Map<String, Rule> rules() {
        Map<String, Rule> rules = new java.util.HashMap<>();
        for (String kind : List.of("/ConfigMap", "/Secret", "/Pod", "/ReplicationController", "/Node", "/LimitRange",
                "/ResourceQuota", "/ServiceAccount", "/Endpoints", "/PersistentVolume", "/PersistentVolumeClaim",
                "apps/Deployment", "apps/DaemonSet", "apps/ReplicaSet", "apps/ControllerRevision", "batch/Job",
                "batch/CronJob", "autoscaling/HorizontalPodAutoscaler", "networking.k8s.io/Ingress",
                "networking.k8s.io/IngressClass", "networking.k8s.io/NetworkPolicy", "discovery.k8s.io/EndpointSlice",
                "storage.k8s.io/StorageClass", "storage.k8s.io/CSIDriver", "scheduling.k8s.io/PriorityClass",
                "coordination.k8s.io/Lease", "admissionregistration.k8s.io/ValidatingWebhookConfiguration",
                "admissionregistration.k8s.io/MutatingWebhookConfiguration")) {
            rules.put(kind, Rule.DNS_SUBDOMAIN);
        }
        rules.put("/Namespace", Rule.DNS_LABEL);
        rules.put("apps/StatefulSet", Rule.DNS_LABEL);
        rules.put("/Service", Rule.DNS_1035_LABEL);
        return Map.copyOf(rules);
    }

    /** Why the server would refuse this object's metadata.name, in kubectl's words; empty when it would not. */
    public static Optional<String> nameProblem(String apiVersion, String kind, String name) {
        return invalid(kind, name, "metadata.name", name, rule(apiVersion, kind).problems(name));
    }

    /**
     * Why an object in this namespace is refused before anything is sent: only a namespace that cannot be one
     * segment of a request's path (its words those of the server's DNS label rule); empty otherwise. Any other
     * namespace the server judges, as kubectl lets it: a name that can be no namespace (upper case) is one
     * that does not exist, and the server says NotFound before it validates the object.
     */
    public static Optional<String> namespaceProblem(String kind, String name, String namespace) {
        return Rule.PATH_SEGMENT.problems(namespace).isEmpty() ? Optional.empty()
                : invalid(kind, name, "metadata.namespace", namespace, Rule.DNS_LABEL.problems(namespace));
    }

    static Rule rule(String apiVersion, String kind) {
        int slash = apiVersion.indexOf('/');
        String group = slash < 0 ? "" : apiVersion.substring(0, slash);
        return RULES.getOrDefault(group + "/" + kind, Rule.PATH_SEGMENT);
    }

    /** client-go's IsValidPathSegmentName, and the empty name the server requires. */
    private static List<String> pathSegment(String name) {
        if (name.isEmpty()) {
            return List.of("must be non-empty");
        }
        if (name.equals(".") || name.equals("..")) {
            return List.of("may not be '" + name + "'");
        }
        List<String> problems = new ArrayList<>();
        for (String bad : List.of("/", "%")) {
            if (name.contains(bad)) {
                problems.add("may not contain '" + bad + "'");
            }
        }
        return problems;
    }

    /** The server's Invalid status as kubectl prints it: one cause after a colon, several in brackets. */
    private static Optional<String> invalid(String kind, String name, String field, String value, List<String> problems) {
        if (problems.isEmpty()) {
            return Optional.empty();
        }
        List<String> causes = problems.stream().map(p -> field + ": Invalid value: " + quoted(value) + ": " + p).toList();
        return Optional.of("The " + kind + " " + quoted(name) + " is invalid: "
                + (causes.size() == 1 ? causes.get(0) : "[" + String.join(", ", causes) + "]"));
    }

    /** As Go's %q: quotes and backslashes escaped, control characters as escapes, so a name shows what it holds. */
    static String quoted(String value) {
        StringBuilder out = new StringBuilder("\"");
        value.codePoints().forEach(c -> {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                default -> {
                    if (c < 0x20 || c == 0x7F) {
                        out.append(String.format("\\x%02x", c));
                    } else {
                        out.appendCodePoint(c);
                    }
                }
            }
        });
        return out.append('"').toString();
    }
}
