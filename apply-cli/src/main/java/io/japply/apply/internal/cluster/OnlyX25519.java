package io.japply.apply.internal.cluster;

import java.security.AlgorithmConstraints;
import java.security.AlgorithmParameters;
import java.security.CryptoPrimitive;
import java.security.Key;
import java.util.Set;

/**
 * Constraints that leave X25519 the only named group a TLS client offers ({@link OneKeyShare}): every
 * other group is refused for key agreement by its name, and nothing else is touched (certificates,
 * signatures and cipher suites keep the JDK's own constraints, which the TLS engine applies besides these).
 */
final class OnlyX25519 implements AlgorithmConstraints {
    /** The JDK's names of the TLS named groups other than X25519 (RFC 8446 and RFC 7919). */
    private static final Set<String> OTHER_GROUPS = Set.of("secp256r1", "secp384r1", "secp521r1", "x448",
            "ffdhe2048", "ffdhe3072", "ffdhe4096", "ffdhe6144", "ffdhe8192");

    private final AlgorithmConstraints given;

    OnlyX25519(AlgorithmConstraints given) {
        this.given = given;
    }

    @Override
    public boolean permits(Set<CryptoPrimitive> primitives, String algorithm, AlgorithmParameters parameters) {
        if (parameters == null && primitives.contains(CryptoPrimitive.KEY_AGREEMENT)
                && algorithm != null && OTHER_GROUPS.contains(algorithm.toLowerCase(java.util.Locale.ROOT))) {
            return false;
        }
        return given == null || given.permits(primitives, algorithm, parameters);
    }

    @Override
    public boolean permits(Set<CryptoPrimitive> primitives, Key key) {
        return given == null || given.permits(primitives, key);
    }

    @Override
    public boolean permits(Set<CryptoPrimitive> primitives, String algorithm, Key key, AlgorithmParameters parameters) {
        return given == null || given.permits(primitives, algorithm, key, parameters);
    }
}
