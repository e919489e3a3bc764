package io.japply.apply.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Names refused before anything is sent, in the API server's words (k8s.io/apimachinery's validation, the
 * same in 1.32 and 1.37.2).
 */
class ObjectNamesTest {
    private static final String SUBDOMAIN = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric"
            + " characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex"
            + " used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
    private static final String LABEL = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters"
            + " or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used"
            + " for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";

    @Test
    void aConfigMapNameMustBeADnsSubdomainAsTheServerSays() {
        assertEquals(Optional.of("The ConfigMap \"bad name\" is invalid: metadata.name: Invalid value: \"bad name\": "
                + SUBDOMAIN), ObjectNames.nameProblem("v1", "ConfigMap", "bad name"));
        for (String bad : List.of("a?b", "a#b", "Upper", "-a", "a.", "a_b", "tab\there")) {
            assertEquals(true, ObjectNames.nameProblem("v1", "ConfigMap", bad).isPresent(), bad);
        }
        for (String good : List.of("a", "web-1", "a.b.c", "1x", "a".repeat(253))) {
            assertEquals(Optional.empty(), ObjectNames.nameProblem("v1", "ConfigMap", good), good);
        }
        assertEquals(Optional.of("The Deployment \"" + "a".repeat(254) + "\" is invalid: metadata.name: Invalid value: \""
                + "a".repeat(254) + "\": must be no more than 253 characters"),
                ObjectNames.nameProblem("apps/v1", "Deployment", "a".repeat(254)));
    }

    @Test
    void severalProblemsAreListedAsTheServerListsThem() {
        String name = "A".repeat(254);
        assertEquals(Optional.of("The Secret \"" + name + "\" is invalid: [metadata.name: Invalid value: \"" + name
                + "\": must be no more than 253 characters, metadata.name: Invalid value: \"" + name + "\": " + SUBDOMAIN
                + "]"), ObjectNames.nameProblem("v1", "Secret", name));
    }

    @Test
    void namespacesAndStatefulSetsAreLabelsAndServicesDns1035Labels() {
        assertEquals(Optional.of("The Namespace \"a.b\" is invalid: metadata.name: Invalid value: \"a.b\": must not contain"
                + " dots"), ObjectNames.nameProblem("v1", "Namespace", "a.b"));
        assertEquals(true, ObjectNames.nameProblem("apps/v1", "StatefulSet", "a".repeat(64)).isPresent());
        assertEquals(Optional.empty(), ObjectNames.nameProblem("apps/v1", "StatefulSet", "db-0"));
        assertEquals(Optional.of("The Service \"1web\" is invalid: metadata.name: Invalid value: \"1web\": a DNS-1035 label"
                + " must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end"
                + " with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is"
                + " '[a-z]([-a-z0-9]*[a-z0-9])?')"), ObjectNames.nameProblem("v1", "Service", "1web"));
    }

    /** RBAC names are path segments ("system:controller:x"); other kinds' rules are the server's to judge. */
    @Test
    void otherKindsAreRefusedOnlyWhatCannotBeAPathSegment() {
        for (String kind : List.of("rbac.authorization.k8s.io/v1 ClusterRole", "example.com/v1 Widget",
                "example.com/v1 ConfigMap")) {
            String[] k = kind.split(" ");
            for (String good : List.of("system:controller:x", "a?b", "Mixed Case", "a#b")) {
                assertEquals(Optional.empty(), ObjectNames.nameProblem(k[0], k[1], good), kind + " " + good);
            }
            assertEquals(Optional.of("The " + k[1] + " \"a/b\" is invalid: metadata.name: Invalid value: \"a/b\": may not"
                    + " contain '/'"), ObjectNames.nameProblem(k[0], k[1], "a/b"));
            assertEquals(true, ObjectNames.nameProblem(k[0], k[1], "..").isPresent());
            assertEquals(true, ObjectNames.nameProblem(k[0], k[1], "100%").isPresent());
        }
    }

    @Test
    void onlyANamespaceThatCannotBeOnePathSegmentIsRefused() {
        assertEquals(Optional.of("The Widget \"w\" is invalid: metadata.namespace: Invalid value: \"a/b\": " + LABEL),
                ObjectNames.namespaceProblem("Widget", "w", "a/b"));
        assertEquals(true, ObjectNames.namespaceProblem("ConfigMap", "c", "..").isPresent());
        assertEquals(true, ObjectNames.namespaceProblem("ConfigMap", "c", "100%").isPresent());
        // no namespace can be named so, but the server says so (NotFound), as kubectl lets it
        assertEquals(Optional.empty(), ObjectNames.namespaceProblem("ConfigMap", "c", "Team A"));
        assertEquals(Optional.empty(), ObjectNames.namespaceProblem("Role", "r", "kube-system"));
    }

    @Test
    void aNameShowsWhatItHolds() {
        assertEquals("\"a\\tb\\n\\x01\\\"\"", ObjectNames.quoted("a\tb\n\u0001\""));
    }
}
