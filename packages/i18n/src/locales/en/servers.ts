// Namespace `servers`: texts the server and region rules of @cloud-portal/domain point to by key
// (`servers:unknownImage`, `servers:regionUnavailable.<reason>`).
export default {
  unknownImage: 'Unknown image',
  regionUnavailable: {
    readOnly: 'This region keeps running existing servers but does not take new ones.',
    maintenance: 'This region is under maintenance. New servers cannot be created here for now.',
    outOfStock: 'This region is out of stock. New servers cannot be created here for now.',
    unavailable: 'This region is not taking new servers at the moment.',
    noFreeIpv4:
      'This region has run short of free IPv4 addresses. Choose another region or try later.',
    noFreeIpv6:
      'This region has run short of free IPv6 addresses. Choose another region or try later.',
  },
} as const;
