package main

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"encoding/hex"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"time"
)

// credentials are made anew by every start: a CA, the server's certificate signed by it, the
// service-account signing key, one bearer token of a cluster administrator, and a client certificate
// of another administrator (kubeadm's kubernetes-admin, as kind and minikube write it too).
type credentials struct {
	caCert, servingCert, servingKey, serviceAccountKey, tokenFile string
	caPEM, clientCertPEM, clientKeyPEM                            []byte
	token                                                         string
}

func writeCredentials(dir string) (credentials, error) {
	creds := credentials{
		caCert:            filepath.Join(dir, "ca.crt"),
		servingCert:       filepath.Join(dir, "apiserver.crt"),
		servingKey:        filepath.Join(dir, "apiserver.key"),
		serviceAccountKey: filepath.Join(dir, "service-account.key"),
		tokenFile:         filepath.Join(dir, "tokens.csv"),
	}
	caKey, caTemplate, err := newCA()
	if err != nil {
		return creds, err
	}
	caDER, err := x509.CreateCertificate(rand.Reader, caTemplate, caTemplate, caKey.Public(), caKey)
	if err != nil {
		return creds, err
	}
	creds.caPEM = pemBlock("CERTIFICATE", caDER)
	servingKey, servingDER, err := newServingCert(caTemplate, caKey)
	if err != nil {
		return creds, err
	}
	accountKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return creds, err
	}
	clientKey, clientDER, err := newClientCert(caTemplate, caKey)
	if err != nil {
		return creds, err
	}
	creds.clientCertPEM = pemBlock("CERTIFICATE", clientDER)
	creds.clientKeyPEM = clientKeyPEM(clientKey)
	creds.token = randomHex(24)
	files := map[string][]byte{
		creds.caCert:            creds.caPEM,
		creds.servingCert:       pemBlock("CERTIFICATE", servingDER),
		creds.servingKey:        keyPEM(servingKey),
		creds.serviceAccountKey: accountKeyPEM(accountKey),
		creds.tokenFile:         []byte(creds.token + ",admin,admin,system:masters\n"),
	}
	for path, content := range files {
		if err := os.WriteFile(path, content, 0o600); err != nil {
			return creds, err
		}
	}
	return creds, nil
}

// newKey makes the CA's and the server's keys: RSA 2048, as kubeadm, kind and minikube make them (and
// so the clusters most users reach), unless JAPPLY_TEST_CLUSTER_KEYS=ecdsa asks for P-256 (as k3s).
// A client verifies the server's certificate with them on every connection: for a cold JVM the
// two P-256 verifications cost some 70 ms more CPU than the RSA ones, so the choice shows in benchmarks.
func newKey() (crypto.Signer, error) {
	if os.Getenv("JAPPLY_TEST_CLUSTER_KEYS") == "ecdsa" {
		return ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	}
	return rsa.GenerateKey(rand.Reader, 2048)
}

func newCA() (crypto.Signer, *x509.Certificate, error) {
	key, err := newKey()
	if err != nil {
		return nil, nil, err
	}
	template := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "japply-test-cluster-ca"},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(30 * 24 * time.Hour),
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature,
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	return key, template, nil
}

func newServingCert(ca *x509.Certificate, caKey crypto.Signer) (crypto.Signer, []byte, error) {
	return signed(ca, caKey, &x509.Certificate{
		SerialNumber: big.NewInt(2),
		Subject:      pkix.Name{CommonName: "kube-apiserver"},
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		DNSNames:     []string{"localhost", "kubernetes", "kubernetes.default", "kubernetes.default.svc"},
		IPAddresses:  []net.IP{net.ParseIP("127.0.0.1"), net.ParseIP("10.0.0.1")},
	})
}

// newClientCert makes a client certificate in the group system:masters, as kubeadm makes its admin's.
func newClientCert(ca *x509.Certificate, caKey crypto.Signer) (crypto.Signer, []byte, error) {
	return signed(ca, caKey, &x509.Certificate{
		SerialNumber: big.NewInt(3),
		Subject:      pkix.Name{CommonName: "kubernetes-admin", Organization: []string{"system:masters"}},
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth},
	})
}

// signed makes a key and a certificate of it signed by the CA, valid from an hour ago for 30 days.
func signed(ca *x509.Certificate, caKey crypto.Signer, template *x509.Certificate) (crypto.Signer, []byte, error) {
	key, err := newKey()
	if err != nil {
		return nil, nil, err
	}
	template.NotBefore = time.Now().Add(-time.Hour)
	template.NotAfter = time.Now().Add(30 * 24 * time.Hour)
	template.KeyUsage = x509.KeyUsageDigitalSignature | x509.KeyUsageKeyEncipherment
	der, err := x509.CreateCertificate(rand.Reader, template, ca, key.Public(), caKey)
	return key, der, err
}

// clientKeyPEM writes a client key as kubeconfigs carry it: PKCS#1 for RSA (kubeadm, kind, minikube),
// SEC 1 for P-256 (k3s).
func clientKeyPEM(key crypto.Signer) []byte {
	switch k := key.(type) {
	case *rsa.PrivateKey:
		return pemBlock("RSA PRIVATE KEY", x509.MarshalPKCS1PrivateKey(k))
	case *ecdsa.PrivateKey:
		return accountKeyPEM(k)
	}
	panic("a key of an unexpected type")
}

func keyPEM(key crypto.Signer) []byte {
	der, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		panic(err) // a freshly generated RSA or P-256 key always marshals
	}
	return pemBlock("PRIVATE KEY", der)
}

// accountKeyPEM writes the service-account key as SEC 1: kube-apiserver reads its public half from the
// same file (--service-account-key-file), which it parses only in that form or PKCS#1, not PKCS#8.
func accountKeyPEM(key *ecdsa.PrivateKey) []byte {
	der, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		panic(err) // a freshly generated P-256 key always marshals
	}
	return pemBlock("EC PRIVATE KEY", der)
}

func pemBlock(kind string, der []byte) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: kind, Bytes: der})
}

func randomHex(bytes int) string {
	buffer := make([]byte, bytes)
	if _, err := rand.Read(buffer); err != nil {
		panic(err)
	}
	return hex.EncodeToString(buffer)
}

// writeKubeconfig names the server, trusts its CA and carries the administrator's token; a second
// context, client-cert, authenticates with the client certificate instead.
func writeKubeconfig(dir, server string, creds credentials) error {
	config := fmt.Sprintf(`apiVersion: v1
kind: Config
clusters:
- name: test-cluster
  cluster:
    server: %s
    certificate-authority-data: %s
users:
- name: admin
  user:
    token: %s
- name: cert-admin
  user:
    client-certificate-data: %s
    client-key-data: %s
contexts:
- name: test-cluster
  context:
    cluster: test-cluster
    user: admin
- name: client-cert
  context:
    cluster: test-cluster
    user: cert-admin
current-context: test-cluster
`, server, base64.StdEncoding.EncodeToString(creds.caPEM), creds.token,
		base64.StdEncoding.EncodeToString(creds.clientCertPEM), base64.StdEncoding.EncodeToString(creds.clientKeyPEM))
	return os.WriteFile(filepath.Join(dir, "kubeconfig"), []byte(config), 0o600)
}

// freePorts asks the kernel for n loopback ports that are free now; all are held until all are
// chosen, so that they differ.
func freePorts(n int) ([]int, error) {
	var listeners []net.Listener
	defer func() {
		for _, listener := range listeners {
			listener.Close()
		}
	}()
	var ports []int
	for i := 0; i < n; i++ {
		listener, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		listeners = append(listeners, listener)
		ports = append(ports, listener.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}
