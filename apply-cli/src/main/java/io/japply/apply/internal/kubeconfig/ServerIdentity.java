package io.japply.apply.internal.kubeconfig;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.security.cert.CertificateException;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether a server's certificate names the host japply connected to, by the rules kubectl's Go client
 * applies: an IP address matches an IP address entry of the subject alternative names, a host name
 * matches a DNS entry, exactly or through a wildcard that stands for the whole leftmost label, case
 * aside; the subject's common name is never read (Go dropped it in 1.15).
 */
final class ServerIdentity {
    private static final int DNS_NAME = 2;
    private static final int IP_ADDRESS = 7;
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");

    private ServerIdentity() {
    }

    /** Throws unless {@code certificate} names {@code host} (a name, an IPv4 address, or an IPv6 one, bracketed or not). */
    static void check(String host, X509Certificate certificate) throws CertificateException {
        String name = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        if (isAddress(name)) {
            checkAddress(name, certificate);
        } else {
            checkName(name, certificate);
        }
    }

    static boolean isAddress(String host) {
        return host.indexOf(':') >= 0 || IPV4.matcher(host).matches();
    }

    private static void checkAddress(String host, X509Certificate certificate) throws CertificateException {
        InetAddress address = literal(host);
        List<String> addresses = entries(certificate, IP_ADDRESS);
        for (String entry : addresses) {
            if (address != null && address.equals(literal(entry))) {
                return;
            }
        }
        throw mismatch(host, addresses);
    }

    private static void checkName(String host, X509Certificate certificate) throws CertificateException {
        String wanted = canonical(host);
        List<String> names = entries(certificate, DNS_NAME);
        for (String entry : names) {
            if (matches(canonical(entry), wanted)) {
                return;
            }
        }
        throw mismatch(host, names);
    }

    /** A pattern matches a name when every label is equal, a leading "*" label standing for any one label. */
    static boolean matches(String pattern, String name) {
        if (pattern.isEmpty() || name.isEmpty()) {
            return false;
        }
        String[] patternLabels = pattern.split("\\.", -1);
        String[] nameLabels = name.split("\\.", -1);
        if (patternLabels.length != nameLabels.length) {
            return false;
        }
        for (int i = 0; i < patternLabels.length; i++) {
            boolean wildcard = i == 0 && patternLabels[i].equals("*");
            if (nameLabels[i].isEmpty() || !(wildcard || patternLabels[i].equals(nameLabels[i]))) {
                return false;
            }
        }
        return true;
    }

    private static List<String> entries(X509Certificate certificate, int type) throws CertificateParsingException {
        List<String> entries = new ArrayList<>();
        Collection<List<?>> names = certificate.getSubjectAlternativeNames();
        if (names != null) {
            for (List<?> entry : names) {
                if (entry.size() >= 2 && entry.get(0) instanceof Integer kind && kind == type
                        && entry.get(1) instanceof String value) {
                    entries.add(value);
                }
            }
        }
        return entries;
    }

    /** The address of an IP literal, or null for anything else: never a name lookup. */
    private static InetAddress literal(String text) {
        try {
            if (text.indexOf(':') >= 0) {
                // hex digits, colons and dots only: the JDK parses it as an IPv6 literal, never looks it up
                boolean literal = text.chars().allMatch(c -> c == ':' || c == '.' || Character.digit(c, 16) >= 0);
                return literal ? InetAddress.getByName(text) : null;
            }
            if (!IPV4.matcher(text).matches()) {
                return null;
            }
            byte[] octets = new byte[4];
            String[] parts = text.split("\\.");
            for (int i = 0; i < 4; i++) {
                int octet = Integer.parseInt(parts[i]);
                if (octet > 255) {
                    return null;
                }
                octets[i] = (byte) octet;
            }
            return InetAddress.getByAddress(octets);
        } catch (UnknownHostException | NumberFormatException e) {
            return null;
        }
    }

    /** A DNS name as names are compared: lower case, without the root's trailing dot. */
    private static String canonical(String name) {
        String relative = name.endsWith(".") ? name.substring(0, name.length() - 1) : name;
        return relative.toLowerCase(Locale.ROOT);
    }

    private static CertificateException mismatch(String host, List<String> named) {
        return new CertificateException("the server's certificate is valid for "
                + (named.isEmpty() ? "no " + (isAddress(host) ? "IP address" : "DNS name") : String.join(", ", named))
                + ", not " + host);
    }
}
